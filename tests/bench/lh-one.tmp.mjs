// temporary: one Lighthouse mobile run with details
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
const url = process.argv[2]
const out = process.argv[3] ?? '/tmp/lh/run.json'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
let r; for (let i = 0; i < 3; i++) { r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: "error" }); if (!r.lhr.runtimeError) break }
await chrome.kill()
writeFileSync(out, r.report)
const a = r.lhr.audits
console.log(url, 'score', Math.round(r.lhr.categories.performance.score * 100), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3))
