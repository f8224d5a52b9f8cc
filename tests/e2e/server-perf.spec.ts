import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { signInAsNewUser } from './account.helpers'
import { day, expect, test, waitForHydration } from './fixtures'

/**
 * Pages are compressed by accept-encoding and link their style sheets (hinted before the page);
 * the JS is neither hinted nor preloaded in the head: it loads after the first paint.
 */

test('pages are compressed (brotli, else gzip), link their style sheets, and load the JS after the first paint', async ({ request }) => {
  const br = await request.get('/vol', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } })
  expect(br.status()).toBe(200)
  expect(br.headers()['content-encoding']).toBe('br')
  expect(br.headers()['vary']).toMatch(/accept-encoding/i)
  const html = await br.text()
  expect(html).toContain('</html>')
  expect(html).toContain('Envolez-vous au meilleur prix')
  const link = br.headers()['link'] ?? ''
  expect(link).not.toContain('.js>')
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toContain('<script type="module"')
  // The loader names the entry and its chunks, and waits for the page to be shown.
  const loader = /\(function\(d,w\)\{[^<]*"e":"(\/assets\/[^"]+\.js)","p":\[([^\]]+)\][^<]*requestAnimationFrame/.exec(html)
  expect(loader?.[1]).toBeTruthy()
  // React's chunk (app.config.ts's boot-react group) is preloaded and run first, in a task of its own.
  const boot = /"b":"(\/assets\/boot-react-[\w-]+\.js)"/.exec(html)?.[1]
  expect(boot).toBeTruthy()
  expect(loader?.[2]).toContain(`"${boot}"`)
  // What the entry imports statically is one chunk: besides React's, the page preloads a few (its route's).
  const preloads = loader?.[2]?.split(',') ?? []
  expect(preloads.length).toBeGreaterThan(1)
  expect(preloads.length).toBeLessThan(12)
  // The chunks are compressed at build time and answered from memory: a known length (a file
  // compressed per request is streamed without one), cached for good (hashed names).
  const chunk = await request.get(boot!, { headers: { 'accept-encoding': 'gzip, br' } })
  expect(chunk.status()).toBe(200)
  expect(chunk.headers()['content-encoding']).toBe('br')
  expect(Number(chunk.headers()['content-length'])).toBeGreaterThan(1000)
  expect(chunk.headers()['cache-control']).toContain('immutable')
  expect((await chunk.body()).toString()).toContain('react')
  // The head links its style sheets, hinted before the page (Link header; 103 to a browser): served
  // compressed from the build, cached for good.
  const head = html.slice(0, html.indexOf('</head>'))
  const sheets = [...head.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!)
  expect(sheets.length).toBeGreaterThan(2)
  // No sheet inline: only the root's few rules (`styles`).
  const inline = [...head.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].reduce((n, m) => n + m[1]!.length, 0)
  expect(inline).toBeLessThan(2_000)
  const hinted = sheets.filter((href) => link.includes(`<${href}>; rel=preload; as=style`))
  expect(hinted.length).toBeGreaterThan(0)
  const sheet = await request.get(hinted[0]!, { headers: { 'accept-encoding': 'gzip, br' } })
  expect(sheet.headers()['content-encoding']).toBe('br')
  expect(sheet.headers()['cache-control']).toContain('immutable')
  expect((await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))).join('')).toContain('font-family:Inter Variable')

  const gzip = await request.get('/search', { headers: { accept: 'text/html', 'accept-encoding': 'gzip;q=1, br;q=0' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(await gzip.text()).toContain('</html>')

  const plain = await request.get('/', { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('</html>')
})

test('a page styled by its linked sheets fetches each once, and keeps its styles after a client-side navigation', async ({ page }) => {
  const sheets: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) sheets.push(new URL(request.url()).pathname)
  })
  await page.goto('/vol')
  const linked = await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  expect(linked.length).toBeGreaterThan(2)
  // Styled (the design system's font and the search form's own classes) and hydrated.
  await waitForHydration(page)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable')
  const submit = page.getByRole('button', { name: 'Rechercher' })
  const submitStyle = await submit.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(submitStyle).not.toBe('rgba(0, 0, 0, 0)')
  // A client-side navigation and back: the page's sheets stay, none is fetched twice.
  await page.getByRole('link', { name: 'Horizon Voyages' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/vol$/)
  await expect(submit).toBeVisible()
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(submitStyle)
  expect(linked.every((href) => sheets.includes(href))).toBe(true)
  expect(sheets.length).toBe(new Set(sheets).size)
})

test('below the first screen, the home blocks are laid out once near the viewport; focus and scrolling render them', async ({ page, browser }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  // Nothing moves while the pages load: a skipped block's estimated size is a height only (as a
  // width, /vol's grid took it: its banner was first laid out 1,086 px wide, then moved, CLS 0.57).
  await page.addInitScript(() => {
    const w = window as Window & { __shifts?: number }
    w.__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shifts! += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const shifts = () => page.evaluate(() => (window as Window & { __shifts?: number }).__shifts ?? NaN)
  // The home's HTML shows the first block whole and the others' headings and links; their content
  // (a flash sale's 'J’en profite') is asked for when they are about to be seen.
  const home = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text()
  const state = [...home.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, script]) => script ?? '').filter((script) => script.includes('$_TSR'))
  expect(home).toContain('À la une')
  expect(home).toContain('Nos destinations préférées')
  expect(home).toContain('Toutes les ventes flash')
  expect(home).not.toContain('J’en profite')
  expect(state.join('')).not.toContain('J’en profite')
  // Without scripts their content never comes: each later block is its heading and link, with no room kept.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } })
  const plain = await noScript.newPage()
  await plain.goto('/')
  const destinations = plain.getByRole('region', { name: 'Nos destinations préférées' })
  await expect(destinations.getByRole('link', { name: /Toutes les destinations/ })).toBeVisible()
  expect((await destinations.boundingBox())!.height).toBeLessThan(150)
  await noScript.close()
  await page.goto('/vol')
  await waitForHydration(page)
  expect(await shifts()).toBeLessThan(0.02)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412)
  await page.goto('/')
  await waitForHydration(page)
  expect(await shifts()).toBeLessThan(0.02)
  // The later blocks' room far below is still (a shimmer only while a block's content is on its way): nothing animates for ever.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0)
  // An element in a block the browser skips (content-visibility: auto, far from the viewport) is not rendered.
  const rendered = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
  const newsletterEmail = page.getByRole('textbox', { name: 'Votre email' })
  const lastBlockLink = page.getByRole('main').getByRole('link').last()
  expect(await rendered(page.getByRole('heading', { name: 'Ventes flash' }))).toBe(true)
  expect(await rendered(newsletterEmail)).toBe(false)
  expect(await rendered(lastBlockLink)).toBe(false)
  // The footer is skipped too (its estimated height holds its content: see the test below).
  expect(await rendered(page.getByRole('contentinfo').getByRole('link').last())).toBe(false)
  // The skipped block still has its place (an estimated height): the page is as long as its content.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeGreaterThan(3000)
  // Keyboard: focusing the newsletter's field renders its block, in view.
  await newsletterEmail.focus()
  await expect(newsletterEmail).toBeFocused()
  expect(await rendered(newsletterEmail)).toBe(true)
  await expect(newsletterEmail).toBeInViewport()
  // Scrolling renders a block on the way.
  await page.evaluate(() => window.scrollTo(0, 0))
  await lastBlockLink.scrollIntoViewIfNeeded()
  // Rendered at the browser's next rendering update after the scroll (not within the scroll call).
  await expect.poll(() => rendered(lastBlockLink)).toBe(true)
})

test('the footer, laid out near the viewport, has an estimated height at least its own at every width, with either font, whatever it showed before', async ({
  page,
}) => {
  // Skipped, its light text on the dark band would lie over the page's white where its content
  // outgrew the estimate (axe: colour contrast), and rendering it would move what follows.
  const footer = page.getByRole('contentinfo')
  const lastLink = footer.getByRole('link').last()
  const check = async (width: number, font: string) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/vol', { waitUntil: 'domcontentloaded' })
    expect(await footer.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto')
    await footer.scrollIntoViewIfNeeded()
    await expect.poll(() => lastLink.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    const { height, estimate } = await footer.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      estimate: Number(/([\d.]+)px/.exec(getComputedStyle(el).containIntrinsicHeight)?.[1]),
    }))
    expect(estimate, `at ${width} px, ${font}`).toBeGreaterThanOrEqual(height)
  }
  for (const width of [280, 412, 599, 600, 899, 900, 1199, 1200, 1600]) await check(width, 'Inter')
  // Until Inter arrives the text is in the fallback font, and wraps more: Inter is held back meanwhile.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.woff2', async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  for (const width of [412, 600, 1200]) await check(width, 'fallback font')
  release()
  // Shown at 1,200 px then skipped again at 375 px: it counts the estimate, not the shorter height it had (its text inside its box).
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.setViewportSize({ width: 375, height: 812 })
  await expect.poll(() => lastLink.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false)
  const overflow = await footer.evaluate(
    (el) => el.querySelector('nav[aria-label="Informations légales"]')!.getBoundingClientRect().bottom - el.getBoundingClientRect().bottom,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('a skeleton in the first screen is still at first, then shimmers by a transform (no repaint per frame)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  // The flexible dates' strip is a skeleton in the server's HTML until its prices arrive (after
  // hydration): answer them late (its call is the one whose data is `{ search }`), so it stays.
  await page.route('**/_serverFn/**', async (route) => {
    if (decodeURIComponent(route.request().url()).includes('"k":["search"]')) await new Promise((r) => setTimeout(r, 4000))
    await route.continue().catch(() => {})
  })
  await page.goto(`/search?from=PAR&to=NCE&departure=${day(30)}&return=${day(37)}`)
  const shimmers = () =>
    page.evaluate(() =>
      document.getAnimations().map((a) => {
        const effect = a.effect as KeyframeEffect
        return {
          on: (effect.target as Element).closest('[aria-hidden="true"]') !== null,
          delay: Number(effect.getComputedTiming().delay),
          properties: [
            ...new Set(effect.getKeyframes().flatMap((k) => Object.keys(k).filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)))),
          ],
          moving: a.playState === 'running' && effect.getComputedTiming().progress !== null,
        }
      }),
    )
  await expect.poll(async () => (await shimmers()).length).toBeGreaterThan(0)
  // Still for its first 1.5 s: a short wait shows a plain block, and the page's load draws no
  // frame for it. Its band moves by a transform, which the compositor runs without a repaint.
  for (const shimmer of await shimmers()) {
    expect(shimmer.on).toBe(true)
    expect(shimmer.delay).toBeGreaterThanOrEqual(1000)
    expect(shimmer.properties).toEqual(['transform'])
  }
  // A longer wait shows the shimmer.
  await expect.poll(async () => (await shimmers()).some((s) => s.moving), { timeout: 5000 }).toBe(true)
})

/**
 * The server's HTML is styled by the page's own sheets alone: every class it uses that the build
 * styles somewhere has its rules in the page's head. A part rendered on the server but loaded
 * lazily brings its styles with its chunk, after the first paint: /vol's agency button (the
 * agencies domain's AgencyLabel, inside the lazy landing) was a bare button until then, and moved
 * the search form by 19 px at 412 px (Lighthouse CLS 0.013).
 */
test('every class of the server-rendered pages is styled by the page’s own sheets', async ({ page }) => {
  const assets = fileURLToPath(new URL('../../dist/client/assets/', import.meta.url))
  const styledIn = new Map<string, string>()
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.css'))) {
    for (const [, className] of readFileSync(`${assets}${name}`, 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) styledIn.set(className!, name)
  }
  expect(styledIn.size).toBeGreaterThan(500)

  const search = `/search?from=PAR&to=NCE&departure=${day(30)}&return=${day(37)}`
  const paths = [
    '/',
    '/vol',
    '/vol?_type=multiDestinations',
    '/search',
    search,
    `${search}&layoutStyle=grid`,
    '/search-products',
    '/auth/check-email',
    '/page-inconnue',
  ]
  const products = /href="(\/product\/[^"]+)"/.exec(await (await page.request.get('/search-products')).text())
  expect(products?.[1]).toBeTruthy()
  paths.push(products![1]!)
  await signInAsNewUser(page)
  paths.push('/client-space/client-details', '/client-space/travelers')

  const unstyled: string[] = []
  for (const path of paths) {
    const html = await (await page.request.get(path)).text()
    expect(html, path).toContain('</html>')
    const head = html.slice(0, html.indexOf('</head>'))
    let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
    for (const [, href] of head.matchAll(/<link rel="stylesheet" href="([^"]+)"(?![^>]*text\/x-inline)[^>]*>/g))
      css += await (await page.request.get(href!)).text()
    const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter((c) => styledIn.has(c)))
    expect(classes.size, path).toBeGreaterThan(20)
    for (const className of classes) {
      if (!new RegExp(`\\.${className}(?![\\w-])`).test(css)) unstyled.push(`${path}: .${className} (${styledIn.get(className)})`)
    }
  }
  expect(unstyled).toEqual([])
})
