// Flight results benchmark, in Chromium against the production build.
// Usage: npm run build && node tests/bench/flight-results.mjs [count ...]   (default 1000 5000; PORT=N for one count on a chosen port)
// For each count, starts the server with DEMO_CONTROLS=1 DEMO_FLIGHT_COUNT=<count> (the demo API then answers
// every search with that many solutions) and reports, for /search:
//   - time from a filter change (and a sort change) to the updated list on screen (median of 5),
//   - rows mounted in the DOM at the top of the list and after scrolling far down,
//   - the initial JS of /search (gzip),
//   - layout shift (CLS) and largest contentful paint of the page load, at 1280 and 375 px.
import { chromium } from 'playwright-core'
import { initialJs, startServer } from './helpers.mjs'

const counts = process.argv.slice(2).map(Number).filter(Boolean)
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const path = `/search?from=PAR&to=NYC&fromLabel=Paris&toLabel=New%20York&departure=${day(30)}&return=${day(37)}&adults=2`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Clicks a control and resolves when the results heading changes and a frame is painted. */
function timeChange(page, labelText) {
  return page.evaluate(
    (text) =>
      new Promise((resolve) => {
        const heading = document.getElementById('resultats')
        const before = heading.textContent
        const list = document.querySelector('ol[aria-label="Vols"]')
        const firstBefore = list?.querySelector('article')?.getAttribute('aria-labelledby')
        const t0 = performance.now()
        const done = () => requestAnimationFrame(() => resolve(performance.now() - t0))
        const observer = new MutationObserver(() => {
          const first = document.querySelector('ol[aria-label="Vols"] article')?.getAttribute('aria-labelledby')
          if (heading.textContent !== before || first !== firstBefore) {
            observer.disconnect()
            done()
          }
        })
        observer.observe(document.querySelector('main'), { childList: true, subtree: true, characterData: true })
        const control = [...document.querySelectorAll('label, button, a')].find((el) => el.textContent.trim() === text)
        control.click()
      }),
    labelText,
  )
}

/** CLS and LCP of a page load (PerformanceObserver, recorded from the first byte). */
const VITALS_SCRIPT = `
  window.__vitals = { cls: 0, lcp: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { const last = list.getEntries().at(-1); if (last) window.__vitals.lcp = last.startTime }).observe({ type: 'largest-contentful-paint', buffered: true });
`
async function vitals(url, viewport) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })
  const page = await context.newPage()
  await page.addInitScript(VITALS_SCRIPT)
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  const v = await page.evaluate(() => window.__vitals)
  await context.close()
  return { cls: v.cls.toFixed(3), lcpMs: Math.round(v.lcp) }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const results = []
try {
  for (const count of counts.length ? counts : [1000, 5000]) {
    const port = Number(process.env.PORT ?? 3950 + Math.floor(Math.random() * 40))
    const server = await startServer(port, { DEMO_FLIGHT_COUNT: String(count) })
    try {
      const desktop = await vitals(`http://localhost:${port}${path}`, { width: 1280, height: 900 })
      const mobile = await vitals(`http://localhost:${port}${path}`, { width: 375, height: 800 })
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' })
      const { gzip } = await initialJs(`http://localhost:${port}`, path)
      const total = await page.locator('#resultats').textContent()
      const filter = []
      const sort = []
      for (let i = 0; i < 5; i++) {
        filter.push(await timeChange(page, 'Direct uniquement'))
        filter.push(await timeChange(page, 'Tous les vols'))
        sort.push(await timeChange(page, 'Le plus rapide'))
        sort.push(await timeChange(page, 'Trier par prix croissant'))
      }
      const rowsTop = await page.locator('ol[aria-label="Vols"] > li').count()
      for (let i = 0; i < 15; i++) {
        await page.mouse.wheel(0, 4000)
        await page.waitForTimeout(150)
      }
      await page.waitForLoadState('networkidle')
      const rowsDeep = await page.locator('ol[aria-label="Vols"] > li').count()
      const loaded = await page.evaluate(() => window.scrollY)
      results.push({
        count,
        total,
        filterMs: median(filter),
        sortMs: median(sort),
        rowsTop,
        rowsDeep,
        scrolledPx: Math.round(loaded),
        initialJsKB: (gzip / 1024).toFixed(1),
        cls1280: desktop.cls,
        lcp1280: desktop.lcpMs,
        cls375: mobile.cls,
        lcp375: mobile.lcpMs,
      })
      await page.close()
    } finally {
      server.kill('SIGTERM')
    }
  }
} finally {
  await browser.close()
}
console.table(results)
const over = results.filter(
  (r) =>
    r.filterMs > 100 ||
    r.sortMs > 100 ||
    r.rowsTop >= 60 ||
    r.rowsDeep >= 60 ||
    Number(r.initialJsKB) > 170 ||
    Number(r.cls1280) > 0.1 ||
    Number(r.cls375) > 0.1,
)
console.log(over.length ? 'Over a budget (100 ms, 60 rows, 170 KB, CLS 0.1): see above.' : 'Within budgets: ≤ 100 ms, < 60 rows, ≤ 170 KB, CLS ≤ 0.1.')
process.exitCode = over.length ? 1 : 0
