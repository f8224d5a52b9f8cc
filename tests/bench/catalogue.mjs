// Holiday results benchmark (/search-products), in Chromium against the production build.
// Usage: npm run build && node tests/bench/catalogue.mjs [--port N] [--loaded 2000] [--products 3000]
// Starts the server with DEMO_CONTROLS=1 DEMO_PRODUCT_COUNT=<products> (the demo API then seeds
// that many holiday products), opens /search-products in the 'Liste' layout, scrolls the
// infinite list until <loaded> products are in it (24 a page), then reports:
//   - time from a filter change (a star category ticked / unticked in the side panel) to the
//     updated list on screen, and from a sort change (median of 5 each way),
//   - product cards mounted in the DOM at the top of the list and deep in it (list and grid),
//   - the initial JS of /search-products (gzip) and whether MapLibre is in it,
//   - layout shift (CLS) of the page load at 1280 and 375 px.
// Budgets: 100 ms, ≤ 60 mounted cards, 170 KB, MapLibre absent, CLS ≤ 0.1; exits 1 when over.
import { chromium } from 'playwright-core'
import { initialJs, startServer } from './helpers.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const port = arg('port', Number(process.env.PORT ?? 3150))
const loadedTarget = arg('loaded', 2000)
const productCount = arg('products', 3000)
const RUNS = 5
const BUDGET = { ms: 100, cards: 60, kb: 170, cls: 0.1 }
const path = '/search-products?layout=list'
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const base = `http://localhost:${port}`

/**
 * Clicks a control (found by its text, or the label of a checkbox) and resolves when the list
 * shows another result count or another first card, and a frame is painted.
 */
function timeChange(page, text) {
  return page.evaluate(
    (text) =>
      new Promise((resolve, reject) => {
        const heading = document.getElementById('resultats')
        const firstCard = () => document.querySelector('ol[aria-label="Offres"] [data-product-card]')?.getAttribute('data-product-card')
        const before = heading.textContent
        const firstBefore = firstCard()
        const control =
          [...document.querySelectorAll('aside label')].find((el) => el.textContent.trim().startsWith(text))?.querySelector('input') ??
          [...document.querySelectorAll('main a, main button')].find((el) => el.textContent.trim() === text)
        if (!control) return reject(new Error(`no control '${text}'`))
        const t0 = performance.now()
        const observer = new MutationObserver(() => {
          if (heading.textContent !== before || firstCard() !== firstBefore) {
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - t0))
          }
        })
        observer.observe(document.querySelector('main'), { childList: true, subtree: true, characterData: true })
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`'${text}': the list did not change within 10 s`))
        }, 10_000)
        control.click()
      }),
    text,
  )
}

const cards = (page) => page.locator('ol[aria-label="Offres"] [data-product-card]').count()
/** Products in the list: the last row's index + 1 (one product a row in 'Liste'). */
const loadedRows = (page) => page.evaluate(() => Number(document.querySelector('ol[aria-label="Offres"] > li:last-child')?.dataset.index ?? -1) + 1)

/** CLS of a page load (PerformanceObserver, recorded from the first byte, 1 s after network idle). */
const CLS_SCRIPT = `
  window.__cls = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value }).observe({ type: 'layout-shift', buffered: true });
`
async function cls(browser, viewport) {
  const context = await browser.newContext({
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  })
  const page = await context.newPage()
  await page.addInitScript(CLS_SCRIPT)
  await page.goto(`${base}/search-products`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1000)
  const value = await page.evaluate(() => window.__cls)
  await context.close()
  return Number(value.toFixed(3))
}

const server = await startServer(port, { DEMO_PRODUCT_COUNT: String(productCount) })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
let r
try {
  const js = await initialJs(base, '/search-products')
  const cls1280 = await cls(browser, { width: 1280, height: 800 })
  const cls375 = await cls(browser, { width: 375, height: 812 })

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  await page
    .locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')
    .waitFor({ state: 'detached' })
    .catch(() => {})
  const total = await page.locator('#resultats').textContent()
  const cardsTop = await cards(page)

  // Load pages by scrolling the infinite list, as a visitor would, until enough are in it.
  const loadStart = Date.now()
  let loaded = await loadedRows(page)
  let cardsDeepMax = 0
  let stalled = 0
  while (loaded < loadedTarget && stalled < 20) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // The next page's request, or nothing when the list has ended or is already fetching.
    await page.waitForResponse((res) => res.url().includes('/_serverFn/'), { timeout: 2000 }).catch(() => {})
    await page.waitForTimeout(100)
    const next = await loadedRows(page)
    cardsDeepMax = Math.max(cardsDeepMax, await cards(page))
    stalled = next === loaded ? stalled + 1 : 0
    if (next === loaded && (await page.getByText('Aucune autre offre trouvée').count())) break
    if (Math.floor(next / 500) > Math.floor(loaded / 500)) console.error(`${next} products loaded…`)
    loaded = next
  }
  const loadSeconds = ((Date.now() - loadStart) / 1000).toFixed(1)
  console.error(`${loaded} products loaded in ${loadSeconds} s`)
  const cardsDeepList = await cards(page)

  // Filter and sort changes with every loaded product in the list (from the top of the page).
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  const filterOnMs = []
  const filterOffMs = []
  const sortMs = []
  for (let i = 0; i < RUNS; i++) {
    // Ticked: the filtered search's first page (from the server, then cached); unticked: back to the 2,000 loaded.
    filterOnMs.push(await timeChange(page, '5 étoiles'))
    await page.waitForLoadState('networkidle')
    filterOffMs.push(await timeChange(page, '5 étoiles'))
    await page.waitForLoadState('networkidle')
    sortMs.push(await timeChange(page, 'Trier par meilleure note'))
    await page.waitForLoadState('networkidle')
    sortMs.push(await timeChange(page, 'Trier par prix croissant'))
    await page.waitForLoadState('networkidle')
  }
  const loadedAfter = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    return new Promise((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => resolve(Number(document.querySelector('ol[aria-label="Offres"] > li:last-child')?.dataset.index ?? -1) + 1)),
      ),
    )
  })

  // 'Mosaïque' (three columns at 1280 px), deep in the list.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByRole('navigation', { name: 'Affichage des résultats' }).getByRole('link', { name: 'Mosaïque' }).click()
  await page.waitForURL((u) => !u.search.includes('layout=list'))
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6))
  await page.waitForTimeout(300)
  const cardsDeepGrid = await cards(page)

  r = {
    products: productCount,
    total: total?.trim(),
    loaded,
    loadSeconds,
    filterMs: Math.round(median([...filterOnMs, ...filterOffMs])),
    filterOnMs: Math.round(median(filterOnMs)),
    filterOffMs: Math.round(median(filterOffMs)),
    filterMaxMs: Math.round(Math.max(...filterOnMs, ...filterOffMs)),
    sortMs: Math.round(median(sortMs)),
    sortMaxMs: Math.round(Math.max(...sortMs)),
    loadedAfter,
    cardsTop,
    cardsDeepList: Math.max(cardsDeepList, cardsDeepMax),
    cardsDeepGrid,
    initialJsKB: Number((js.gzip / 1024).toFixed(1)),
    maplibre: js.maplibre ? 'PRESENT' : 'absent',
    cls1280,
    cls375,
    pageErrors: errors.length,
  }
  await context.close()
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
console.table([r])
const over = []
if (r.loaded < loadedTarget) over.push(`only ${r.loaded} products loaded (wanted ${loadedTarget})`)
if (r.filterMs > BUDGET.ms) over.push(`filter change ${r.filterMs} ms`)
if (r.sortMs > BUDGET.ms) over.push(`sort change ${r.sortMs} ms`)
if (Math.max(r.cardsTop, r.cardsDeepList, r.cardsDeepGrid) > BUDGET.cards) over.push('too many mounted cards')
if (r.initialJsKB > BUDGET.kb) over.push(`initial JS ${r.initialJsKB} KB`)
if (r.maplibre !== 'absent') over.push('MapLibre in the initial JS')
if (r.cls1280 > BUDGET.cls || r.cls375 > BUDGET.cls) over.push('CLS')
if (r.pageErrors) over.push(`${r.pageErrors} page errors`)
console.log(
  over.length
    ? `Over a budget (${BUDGET.ms} ms, ≤ ${BUDGET.cards} cards, ${BUDGET.kb} KB, MapLibre absent, CLS ${BUDGET.cls}): ${over.join('; ')}.`
    : `Within budgets: ≤ ${BUDGET.ms} ms, ≤ ${BUDGET.cards} mounted cards, ≤ ${BUDGET.kb} KB, MapLibre absent, CLS ≤ ${BUDGET.cls}.`,
)
process.exitCode = over.length ? 1 : 0
