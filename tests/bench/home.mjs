// Home page benchmark, in Chromium against the production build.
// Usage: npm run build && node tests/bench/home.mjs [runs]   (default 3 runs per width)
// Starts the production server and reports, for / at 1280 and 375 px (a fresh browser context
// each run, so nothing is cached): largest contentful paint and its element, layout shift (CLS,
// including 2 s after the load, so late images or fonts count), and the route's initial JS (gzip).
// Budgets: initial JS ≤ 170 KB, LCP ≤ 1.5 s, CLS ≤ 0.02 (medians).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { pageJs } from './helpers.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const runs = Number(process.argv[2]) || 3
const port = 3950 + Math.floor(Math.random() * 40)
const base = `http://localhost:${port}`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const server = spawn(process.execPath, ['src/platform/host/node-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  stdio: 'ignore',
})
async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

const VITALS_SCRIPT = `
  window.__vitals = { cls: 0, lcp: 0, lcpElement: '' };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { const last = list.getEntries().at(-1); if (last) { window.__vitals.lcp = last.startTime; const el = last.element; window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') : '' } }).observe({ type: 'largest-contentful-paint', buffered: true });
`

let browser
async function vitals(viewport) {
  const mobile = viewport.width < 500
  const context = await browser.newContext({ viewport, locale: 'fr-FR', isMobile: mobile, hasTouch: mobile, deviceScaleFactor: mobile ? 2 : 1 })
  const page = await context.newPage()
  await page.addInitScript(VITALS_SCRIPT)
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(2000)
  const v = await page.evaluate(() => window.__vitals)
  await context.close()
  return v
}

let failed = false
try {
  await waitForServer()
  // Warm the server (first render, the API's seed and the menu cache), as a running site is.
  await fetch(`${base}/`)
  const html = await (await fetch(`${base}/`)).text()
  const initialJs = pageJs(html, '/').gzip
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const rows = []
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    const samples = []
    for (let i = 0; i < runs; i++) samples.push(await vitals(viewport))
    const lcp = median(samples.map((s) => s.lcp))
    const cls = Math.max(...samples.map((s) => s.cls))
    rows.push({
      width: viewport.width,
      'LCP median (ms)': Math.round(lcp),
      'LCP runs': samples.map((s) => Math.round(s.lcp)).join(' '),
      'LCP element': samples.at(-1).lcpElement,
      'CLS max': cls.toFixed(3),
      'initial JS (gzip)': `${(initialJs / 1024).toFixed(1)} KB`,
    })
    if (lcp > 1500 || cls > 0.02) failed = true
  }
  if (initialJs > 170 * 1024) failed = true
  console.table(rows)
  console.log(failed ? 'Over a budget (LCP 1.5 s, CLS 0.02, 170 KB).' : 'Within budgets: LCP ≤ 1.5 s, CLS ≤ 0.02, initial JS ≤ 170 KB.')
} finally {
  await browser?.close()
  server.kill('SIGTERM')
}
process.exitCode = failed ? 1 : 0
