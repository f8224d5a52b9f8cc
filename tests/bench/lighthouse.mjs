// Lighthouse mobile benchmark (issue 14): performance score, FCP, LCP, TBT and CLS of `/`, `/vol`
// and a `/search` deep link on the production build, median of 3 runs per page.
// Usage: npm run build && npm run bench:lighthouse [-- --runs 3] [-- --port 3332]
// Lighthouse's default (mobile) preset: Moto G Power emulation, 4× CPU slowdown, slow 4G.
// Chromium: CHROME_PATH (default /usr/bin/chromium). Exits 1 over the budget.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = fileURLToPath(new URL('../../', import.meta.url))
const args = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback
}
const runs = arg('runs', 3)
const port = arg('port', (Number(process.env.PORT) || 3330) + 2)
const base = `http://localhost:${port}`
const BUDGET = { score: 95, lcp: 1500, tbt: 150, cls: 0.02 }

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const PAGES = { '/': '/', '/vol': '/vol', '/search': `/search?from=PAR&to=NCE&departure=${day(30)}&return=${day(37)}` }

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const server = spawn(process.execPath, ['src/server/node-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  stdio: 'ignore',
})

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

let chrome
let failed = false
try {
  await waitForServer()
  // Warm the server as a running site is (route chunks, the search's results).
  for (const path of Object.values(PAGES)) await (await fetch(`${base}${path}`)).text()
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  for (const [name, path] of Object.entries(PAGES)) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      process.stderr.write(`  ${name} run ${i + 1}/${runs}…\n`)
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const { audits, categories } = result.lhr
      samples.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      })
    }
    rows.push({
      name,
      score: median(samples.map((s) => s.score)),
      fcp: median(samples.map((s) => s.fcp)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
    })
  }
  console.log(`\nLighthouse mobile, median of ${runs}\n`)
  console.log('| page | score | FCP | LCP | TBT | CLS |')
  console.log('|---|---|---|---|---|---|')
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`)
    if (r.score < BUDGET.score) failed = true
    if (r.lcp > BUDGET.lcp || r.tbt > BUDGET.tbt || r.cls > BUDGET.cls) failed = true
  }
  console.log(`\nBudget: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcp / 1000} s, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}: ${failed ? 'over budget' : 'within budget'}`)
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await chrome?.kill()
  server.kill()
}
process.exit(failed ? 1 : 0)
