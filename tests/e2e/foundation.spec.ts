import type { Page } from '@playwright/test'
import { signInAsNewUser } from './account.helpers'
import { expect, test } from './fixtures'

const PAGES = [
  ['/', 'Accueil'],
  ['/vol', 'Vols pas chers'],
  ['/search', 'Résultats de recherche de vols'],
  ['/search-products', 'Séjours, circuits et croisières'],
  ['/auth/check-email', 'Connexion / Inscription'],
] as const
/** The client space needs an account (signed out, it opens sign-in: account.spec.ts): one, for every page. */
const CLIENT_PAGES = [
  ['/client-space/client-details', 'Mes informations'],
  ['/client-space/communication-preferences', 'Mes préférences de communication'],
  ['/client-space/travelers', 'Mes voyageurs'],
  ['/client-space/favorites', 'Mes produits favoris'],
  ['/client-space/viewed', 'Produits consultés'],
] as const

async function rendersInFrench(page: Page, path: string, title: string, checkA11y: () => Promise<void>) {
  // The navigation's own response is the server's HTML.
  const html = await (await page.goto(path))!.text()
  expect(html).toContain('<html lang="fr">')
  expect(html).toContain(`<title>${title} | Horizon Voyages</title>`)

  await expect(page).toHaveTitle(`${title} | Horizon Voyages`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await checkA11y()
}

test.describe('every route renders in French on the server @mobile', () => {
  // One page for all: the shell's scripts come from the browser's cache after the first.
  test('the public pages', async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    for (const [path, title] of PAGES) await test.step(path, () => rendersInFrench(page, path, title, checkA11y))
  })

  test('the client space, signed in', async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    await signInAsNewUser(page)
    for (const [path, title] of CLIENT_PAGES) await test.step(path, () => rendersInFrench(page, path, title, checkA11y))
  })
})

test('malformed search params render the default page, never an error', async ({ page, request }) => {
  const search = await request.get('/search?adults=abc&sort=%00&layout=42')
  expect(search.status()).toBe(200)
  await page.goto('/search?adults=abc&orderBy=%00&layoutStyle=42&departure=2026-13-45')
  await expect(page.getByRole('heading', { name: 'Résultats de recherche de vols' })).toBeVisible()
})

test.describe('a booking link without an order', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })

  test('is the French not-found page with a way back to a search, never an error', async ({ page, request, checkA11y }) => {
    // (The steps themselves: booking.spec.ts.)
    for (const step of ['fares', 'passengers', 'contact', 'ancillaries', 'insurance', 'summary']) {
      const booking = await request.get(`/booking/${step}?order_id=`)
      expect(booking.status(), step).toBe(404)
      expect(await booking.text()).toContain('Réservation introuvable')
    }
    await page.goto('/booking/summary?order_id=')
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation introuvable' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Nouvelle recherche' })).toBeVisible()
    await checkA11y()
  })
})

test('the session token lives only in an HttpOnly, SameSite=Lax cookie', async ({ request, page }) => {
  const response = await request.get('/vol')
  const setCookie = response.headers()['set-cookie'] ?? ''
  const token = /session=([^;]+)/.exec(setCookie)?.[1]
  expect(token).toBeTruthy()
  expect(setCookie).toMatch(/HttpOnly/i)
  expect(setCookie).toMatch(/SameSite=Lax/i)
  expect(await response.text()).not.toContain(token!)

  await page.goto('/')
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'session')
  expect(session?.httpOnly).toBe(true)
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=')
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
  expect(storage).not.toContain(session!.value)
})

test('security headers: CSP with a per-request nonce, nosniff, referrer policy, no framing', async ({ request }) => {
  const first = await request.get('/')
  const second = await request.get('/')
  const csp = first.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(second.headers()['content-security-policy']).not.toContain(nonce!)
  expect(await first.text()).toContain(`nonce="${nonce}"`)
  expect(first.headers()['x-content-type-options']).toBe('nosniff')
  expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('health check and the demo API are served', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const health = await request.get('/api/v2/health')
  expect(await health.json()).toMatchObject({ status: 'ok' })
})

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })

  test('unknown pages get the French not-found page', async ({ page, checkA11y }) => {
    const response = await page.goto('/nulle-part')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
    await page.getByRole('link', { name: "Retour à l'accueil" }).click()
    await expect(page).toHaveURL('/')
    await checkA11y()
  })
})

test('a server-function call from a foreign origin is refused', async ({ request }) => {
  const call = (headers: Record<string, string>) =>
    request.post('/_serverFn/anything', { headers: { 'content-type': 'application/json', ...headers }, data: {} })
  expect((await call({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status()).toBe(403)
  expect((await call({})).status()).toBe(403)
  // Same origin passes the CSRF check and reaches the (unknown) function.
  expect((await call({ 'sec-fetch-site': 'same-origin' })).status()).not.toBe(403)
})
