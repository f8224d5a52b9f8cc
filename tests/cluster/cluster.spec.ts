// @ts-expect-error: autocannon ships no types (the result's fields used here are typed below)
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'
import type { Page, Response } from '@playwright/test'
import { contactStep, continueButton, passengersStep, passengerSection, startBooking } from '../e2e/booking-helpers'
import { expect, test } from '../e2e/fixtures'
import { startCluster } from './cluster.mjs'

/**
 * The cluster: nginx round-robin over 3 instances, no sticky sessions, on Redis, with
 * the demo API as its own service. A search and a booking whose consecutive requests land on
 * different instances keep every state; SIGKILL of an instance under load loses nothing beyond
 * nginx's retry; SIGTERM drains; a Redis outage is a French message, and its return is picked
 * up without restarting anything, every instance still in rotation; nginx's own errors are French.
 */

interface Cluster {
  url: string
  appUrls: string[]
  procs: { apps: Array<{ pid: number; exitCode: number | null; once: (e: string, f: (code: number | null) => void) => void; kill: (s: string) => void }> }
  startApp: (i: number) => Promise<unknown>
  startRedis: () => Promise<void>
  stopProcess: (child: unknown, signal?: string) => Promise<{ code: number | null; signal: string | null } | undefined>
  procsRedis?: unknown
  redisCli: (...args: string[]) => string
  output: (child: unknown) => string
  stop: () => Promise<void>
  dir: string
}

let cluster: Cluster
let bookingUrl = ''
let cookies: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>> = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  cluster = (await startCluster({ log: (m: string) => console.log(m) })) as Cluster
})

test.afterAll(async () => {
  await cluster?.stop()
})

/** What each server answer said about its instance, in order (documents and server functions). */
function recordInstances(page: Page): Array<{ path: string; instance: string }> {
  const seen: Array<{ path: string; instance: string }> = []
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/assets/') || pathname.startsWith('/api/v2/')) return
    const instance = response.headers()['x-instance']
    if (instance) seen.push({ path: pathname, instance })
  })
  return seen
}

/** nginx's error log from here on: `since()` gives what it wrote after this call. */
function nginxErrors() {
  const path = `${cluster.dir}/nginx-error.log`
  const read = () => {
    try {
      return readFileSync(path, 'utf8')
    } catch {
      return ''
    }
  }
  const start = read().length
  return { since: () => read().slice(start) }
}

interface LoadResult {
  requests: { total: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
}

function load(url: string, opts: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const run = autocannon({ url, connections: 10, duration: 8, timeout: 20, ...opts }, (error: Error | null, result: LoadResult) =>
      error ? reject(error) : resolve(result),
    )
    run.on('error', reject)
  })
}

async function expectBookingKept(page: Page) {
  await page.goto(bookingUrl)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Coordonnées du payeur' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Claire')
  await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon')
}

test('a flight search and a booking through nginx: consecutive requests on different instances, every state kept', async ({ page, checkA11y }) => {
  const seen = recordInstances(page)
  // Every instance answers, round-robin.
  const direct = await Promise.all([0, 1, 2].map(async () => (await page.request.get('/healthz')).headers()['x-instance']))
  expect(new Set(direct).size).toBeGreaterThanOrEqual(2)

  const orderId = await startBooking(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre tarif' })).toBeVisible()
  await expect(page.getByText(`Commande n° ${orderId}`)).toBeVisible()
  await checkA11y()
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
  await passengersStep(page)
  // 'Continuer' stores the draft (a reload right after typing could race the draft's autosave).
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/contact\?order_id=/, { timeout: 30_000 })
  // The passengers, read back from the store by whichever instance answers.
  await page.goto(`/booking/passengers?order_id=${orderId}`)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0)
  await expect(passengerSection(page, 3, 'Enfant').getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léo')
  await page.goto(`/booking/contact?order_id=${orderId}`)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0)
  await contactStep(page)
  // Stored by 'Continuer' (the draft), then read back on other instances.
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/ancillaries\?order_id=/, { timeout: 30_000 })
  bookingUrl = `/booking/contact?order_id=${orderId}`
  for (let i = 0; i < 3; i++) await expectBookingKept(page)
  await checkA11y()

  // The proof: the flow's server answers came from every instance, and consecutive ones changed instance.
  const instances = new Set(seen.map((s) => s.instance))
  expect([...instances].sort()).toEqual(['app-1', 'app-2', 'app-3'])
  const switches = seen.filter((s, i) => i > 0 && s.instance !== seen[i - 1]!.instance).length
  expect(switches).toBeGreaterThan(seen.length / 3)
  console.log(`booking flow: ${seen.length} server answers, ${switches} changes of instance (${[...instances].join(', ')})`)
  cookies = await page.context().cookies()
})

test('SIGKILL of an instance under load: no request lost beyond nginx retry, the booking intact', async ({ page }) => {
  expect(bookingUrl).not.toBe('')
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const victim = cluster.procs.apps[1]!
  const running = load(cluster.url, {
    requests: [
      { method: 'GET', path: '/vol', headers: { accept: 'text/html' } },
      { method: 'GET', path: bookingUrl, headers: { accept: 'text/html', cookie } },
    ],
  })
  await new Promise((resolve) => setTimeout(resolve, 2500))
  const killed = cluster.stopProcess(victim, 'SIGKILL')
  const result = await running
  expect((await killed)?.signal).toBe('SIGKILL')
  console.log(
    `SIGKILL under load: ${result.requests.total} requests, ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  )
  expect(result.requests.total).toBeGreaterThan(20)
  expect(result.non2xx).toBe(0)
  expect(result.errors).toBe(0)
  expect(result.timeouts).toBe(0)

  await page.context().addCookies(cookies)
  await expectBookingKept(page)
  await cluster.startApp(1)
})

test('SIGTERM drains the requests in flight before the instance exits', async () => {
  const i = 2
  const victim = cluster.procs.apps[i]!
  // An uncached search (a new route) on that instance directly: it is in flight when SIGTERM arrives.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
  const inFlight = fetch(`${cluster.appUrls[i]}/search?from=PAR&to=LIS&departure=${day(50)}&return=${day(57)}&adults=3`, {
    headers: { accept: 'text/html', cookie: 'drain=1' },
  })
  // And load through nginx at the same time.
  const errors = nginxErrors()
  const running = load(cluster.url, { duration: 6, requests: [{ method: 'GET', path: '/vol', headers: { accept: 'text/html' } }] })
  await new Promise((resolve) => setTimeout(resolve, 150))
  const exited = cluster.stopProcess(victim, 'SIGTERM')
  const response = await inFlight
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('</html>')
  expect(await exited).toEqual({ code: 0, signal: null })
  expect(cluster.output(victim)).toMatch(/SIGTERM: arrêt propre/)
  const result = await running
  console.log(`SIGTERM under load: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors`)
  expect(result.non2xx).toBe(0)
  expect(result.errors).toBe(0)
  // No connection cut under nginx: only refused connects (the closed listener), which it retries
  // whatever the method. A reset or a premature close is a request a POST would have lost.
  const log = errors.since()
  expect(log).not.toMatch(/reset by peer|prematurely closed|broken pipe|while sending request to upstream/i)
  console.log(`nginx during the drain: ${log.split('\n').filter((l) => / \[error\] /.test(l)).length} errors, all refused connects`)
  await cluster.startApp(i)
})

test('the instances believe nginx (TRUST_PROXY=loopback), and nginx replaces what a client claims', async ({ request }) => {
  // A client's X-Forwarded-Proto through nginx: nginx states the real scheme (http), no HSTS.
  const through = await request.get('/healthz', { headers: { 'x-forwarded-proto': 'https' } })
  expect(through.ok()).toBe(true)
  expect(through.headers()['strict-transport-security']).toBeUndefined()
  // The same header from a trusted proxy (loopback) straight to an instance is believed.
  const direct = await request.get(`${cluster.appUrls[0]}/healthz`, { headers: { 'x-forwarded-proto': 'https' } })
  expect(direct.headers()['strict-transport-security']).toContain('max-age=')
})

test.describe('Redis restart', () => {
  // While Redis is away the booking page is the French error page (its 5xx is logged by the browser).
  test.use({ allowedConsoleErrors: /status of 5\d\d|momentanément indisponible/ })

  test('Redis restart: the affected step says so in French, then the app recovers by itself with the booking intact', async ({ page }) => {
    test.setTimeout(180_000)
    await page.context().addCookies(cookies)
    await expectBookingKept(page)
    // Redis stops (SIGTERM: it writes its append-only file): the booking step cannot read its state.
    const redis = (cluster as unknown as { procs: { redis: unknown } }).procs.redis
    await cluster.stopProcess(redis)
    const errors = nginxErrors()
    const during = await page.goto(bookingUrl)
    await expect(page.getByText('Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.').first()).toBeVisible({
      timeout: 20_000,
    })
    // A passing outage, not a broken page: 503 (the router alone answers 500).
    expect(during?.status()).toBe(503)
    // The app's 503 is an answer, not an instance's failure: nginx keeps all three in rotation
    // (counting them as failures left none, and nginx answered its own English 502).
    const answers = []
    for (let n = 0; n < 6; n++) {
      const response = await page.request.get(bookingUrl, { headers: { accept: 'text/html' } })
      answers.push({
        status: response.status(),
        instance: response.headers()['x-instance'],
        french: (await response.text()).includes('momentanément indisponible'),
      })
    }
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(503))
    expect(answers.every((a) => a.french)).toBe(true)
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['app-1', 'app-2', 'app-3']))
    expect(errors.since()).not.toMatch(/temporarily disabled|no live upstreams/)
    // Back: no instance is restarted; the next requests find the state again.
    await cluster.startRedis()
    await expect(async () => {
      const response = await page.request.get(bookingUrl, { headers: { accept: 'text/html' } })
      expect(response.status()).toBe(200)
    }).toPass({ timeout: 30_000 })
    await expectBookingKept(page)
    expect(cluster.procs.apps.every((app) => app.exitCode === null)).toBe(true)
  })
})

test.describe('nginx without instances', () => {
  // The page's own 502 (and the favicon's) are logged by the browser.
  test.use({ allowedConsoleErrors: /status of 502/ })

  test('nginx answers its own 502 in French when no instance is up, with a way forward', async ({ page, checkA11y }) => {
    // Last: the instances stay down (the cluster is stopped after this test).
    await Promise.all(cluster.procs.apps.map((app) => cluster.stopProcess(app, 'SIGTERM')))
    const response = await page.goto('/vol')
    expect(response?.status()).toBe(502)
    expect(response?.headers()['content-type']).toContain('text/html')
    expect(response?.headers()['retry-after']).toBe('5')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeVisible()
    await expect(page.getByText('Veuillez réessayer dans quelques instants.')).toBeVisible()
    await expect(page.getByText(/bad gateway|nginx/i)).toHaveCount(0)
    await checkA11y()
    // 'Réessayer' asks for the same page again.
    const retry = page.waitForResponse((r) => new URL(r.url()).pathname === '/vol')
    await page.getByRole('link', { name: 'Réessayer' }).click()
    expect((await retry).status()).toBe(502)
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  })
})
