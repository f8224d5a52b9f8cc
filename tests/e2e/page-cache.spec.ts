import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { startServer, type SpawnedServer } from '../spawn-server'
import { signInAsNewUser } from './account.helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The anonymous pages micro-cache, on a second production server with the
 * cache on (the suite's server runs with DEMO_CONTROLS, which turns it off): cookieless answers
 * within PAGE_CACHE_MS are the same compressed bytes, whose CSP nonce is the render's and
 * matches the page's scripts; a returning visitor's reservation cookie gets the same page, a
 * cookie the page shows (agency) a render and nonce of its own; the next render draws a new
 * nonce; a cached page runs in a browser under its CSP; and signed-in visitors share a page
 * whose header each sees filled in with its own name, never another's.
 */
// +8 and +9 are api-url-service's (it may run beside this file, in another worker).
const PORT = Number(process.env.E2E_PORT ?? 3100) + 10
const BASE = `http://127.0.0.1:${PORT}`
// The production default: the first test's requests all fall within it, on a loaded machine too.
const PAGE_CACHE_MS = 5_000
let server: SpawnedServer | undefined

// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: BASE })
test.beforeAll(async () => {
  test.setTimeout(60_000)
  const env = { PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', PAGE_CACHE_MS: String(PAGE_CACHE_MS), DEMO_CONTROLS: '' }
  server = await startServer('node', ['src/platform/host/node-server.mjs'], { readyUrl: `${BASE}/healthz`, env, output: 'ignore' })
})
test.afterAll(async () => {
  await server?.stop()
})

const BROWSER = { accept: 'text/html,application/xhtml+xml' }
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

async function body(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('content-encoding')
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString()
}

/** node's fetch decompresses by itself: ask for the raw bytes with a dispatcher-free request. */
async function get(path: string, headers: Record<string, string>): Promise<Response> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const out = new Headers()
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value)
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: out }))
      })
    })
    req.on('error', reject)
    req.end()
  })
}

test('cookieless answers share one render: same compressed bytes, the render nonce on CSP and scripts, no cookie', async () => {
  const path = `/vol?cache-test=${Date.now()}`
  const first = await get(path, { ...BROWSER, 'accept-encoding': 'br, gzip' })
  expect(first.status).toBe(200)
  expect(first.headers.get('x-page-cache')).toBeNull()
  const firstNonce = nonceOf(first)
  expect(firstNonce).toBeTruthy()

  const brotli = await get(path, { ...BROWSER, 'accept-encoding': 'br, gzip' })
  expect(brotli.headers.get('x-page-cache')).toBe('hit')
  expect(brotli.headers.get('content-encoding')).toBe('br')
  expect(brotli.headers.get('set-cookie')).toBeNull()
  expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i)
  const brotliBytes = Buffer.from(await brotli.clone().arrayBuffer())
  expect(Number(brotli.headers.get('content-length'))).toBe(brotliBytes.length)
  expect(nonceOf(brotli)).toBe(firstNonce)
  const html = await body(brotli)
  expect(html).toContain('<h1')
  // Every script of the page carries the nonce of the CSP it is sent with.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${firstNonce}"`)

  const again = await get(path, { ...BROWSER, 'accept-encoding': 'br' })
  expect(Buffer.from(await again.arrayBuffer()).equals(brotliBytes)).toBe(true)

  const gzip = await get(path, { ...BROWSER, 'accept-encoding': 'gzip' })
  expect(gzip.headers.get('content-encoding')).toBe('gzip')
  expect(await body(gzip)).toBe(html)
  const identity = await get(path, { ...BROWSER, 'accept-encoding': 'identity' })
  expect(identity.headers.get('content-encoding')).toBeNull()
  expect(await body(identity)).toBe(html)

  // A cookie no page reads (a returning visitor's reservation cookie, any other) gets the same page, without Set-Cookie.
  const returning = await get(path, { ...BROWSER, 'accept-encoding': 'br', cookie: 'session=ReturningVisitorToken0123456789; theme=x' })
  expect(returning.headers.get('x-page-cache')).toBe('hit')
  expect(returning.headers.get('set-cookie')).toBeNull()
  expect(nonceOf(returning)).toBe(firstNonce)
  expect(Buffer.from(await returning.arrayBuffer()).equals(brotliBytes)).toBe(true)

  // A cookie the page shows (the chosen agency) is another page, rendered for it with a nonce of its own.
  const personal = await get(path, { ...BROWSER, 'accept-encoding': 'br', cookie: 'agency_id=1' })
  expect(personal.headers.get('x-page-cache')).toBeNull()
  expect(nonceOf(personal)).toBeTruthy()
  expect(nonceOf(personal)).not.toBe(firstNonce)

  // The next render (after PAGE_CACHE_MS) draws a new nonce.
  await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_MS + 200))
  const later = await get(path, { ...BROWSER, 'accept-encoding': 'br' })
  expect(nonceOf(later)).toBeTruthy()
  expect(nonceOf(later)).not.toBe(firstNonce)
})

test('a cached page runs in the browser under its CSP', async ({ page }) => {
  const path = `/vol?cache-test=browser-${Date.now()}`
  // The render is made by another visitor; this browser has no cookie and gets the cached bytes.
  await get(path, { ...BROWSER, 'accept-encoding': 'br' })
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto(path)
  expect(response?.headers()['x-page-cache']).toBe('hit')
  // Its scripts ran: every server-rendered part hydrated.
  await expect(page.locator('[data-click-replay][data-hydrated]').first()).toBeAttached()
  await waitForHydration(page)
  expect(violations).toEqual([])
})

test('signed-in visitors share one page, each answer with its own name; a signed-out visitor with a session cookie gets the cached page without them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const html = { accept: BROWSER.accept }
  // A page of its own first: its reservation cookie makes the demo mailbox this browser's (the demo's controls are off here).
  await page.goto(`/vol?cache-test=first-${Date.now()}`)
  const account = await signInAsNewUser(page)
  const greeting = page.getByRole('button', { name: `Bonjour ${account.firstName}` })
  const second = await browser.newContext({ baseURL: BASE })
  const other = await browser.newContext({ baseURL: BASE })
  try {
    const zoePage = await second.newPage()
    await zoePage.goto(`/vol?cache-test=first-${Date.now()}`)
    const zoe = await signInAsNewUser(zoePage, '/', { firstName: 'Zoé-Anne', lastName: "D'Arc" })

    const path = `/vol?cache-test=signed-in-${Date.now()}`
    // Rendered for Inès; then the page kept for every signed-in visitor, filled in for each.
    const mine = await page.request.get(path, { headers: html })
    expect(mine.headers()['x-page-cache']).toBeUndefined()
    const hers = await zoePage.request.get(path, { headers: html })
    expect(hers.headers()['x-page-cache']).toBe('hit')
    const hersHtml = await hers.text()
    expect(hersHtml).toContain(`Bonjour ${zoe.firstName}`)
    expect(hersHtml).toContain(zoe.email)
    for (const secret of [`Bonjour ${account.firstName}`, account.email]) expect(hersHtml).not.toContain(secret)
    const mineAgain = await page.request.get(path, { headers: html })
    expect(mineAgain.headers()['x-page-cache']).toBe('hit')
    const mineHtml = await mineAgain.text()
    expect(mineHtml).toContain(`Bonjour ${account.firstName}`)
    expect(mineHtml).toContain(account.email)
    for (const secret of [zoe.firstName, zoe.email]) expect(mineHtml).not.toContain(secret)

    // In her browser the page filled in for her hydrates as hers: her menu, her e-mail.
    const errors: string[] = []
    zoePage.on('pageerror', (error) => errors.push(error.message))
    zoePage.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await zoePage.goto(path)
    await waitForHydration(zoePage)
    await zoePage.getByRole('button', { name: `Bonjour ${zoe.firstName}` }).click()
    await expect(zoePage.getByRole('navigation', { name: 'Mon compte' }).getByText(zoe.email)).toBeVisible()
    expect(errors).toEqual([])
    await page.goto(path)
    await expect(greeting).toBeVisible()

    // Another browser, signed out: a first page leaves its reservation cookie, then the cached page.
    const visitor = await other.newPage()
    await visitor.goto(`/vol?cache-test=first-${Date.now()}`)
    expect((await other.cookies()).some((cookie) => cookie.name === 'session')).toBe(true)
    await get(path, BROWSER)
    const shared = await other.request.get(path, { headers: html })
    expect(shared.headers()['x-page-cache']).toBe('hit')
    expect(shared.headers()['set-cookie']).toBeUndefined()
    const sharedHtml = await shared.text()
    for (const secret of [account.firstName, account.lastName, account.email, zoe.firstName, zoe.email, 'Bonjour']) expect(sharedHtml).not.toContain(secret)
    await visitor.goto(path)
    await expect(visitor.getByRole('button', { name: 'Mon compte' })).toBeVisible()
    await expect(visitor.getByText(`Bonjour ${account.firstName}`)).toHaveCount(0)
  } finally {
    await second.close()
    await other.close()
  }
})
