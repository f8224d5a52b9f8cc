import { expect, test, type Browser, type Page } from '@playwright/test'
import { startServer, type SpawnedServer } from '../spawn-server'

/**
 * The demo mailbox in a plain `npm start` (no API_URL, no DEMO_CONTROLS), on a server of its own:
 * a sign-in code is shown only to the browser whose address it is, which signs in with it; not
 * to a visitor who asked a code for that address, nor to a client with no cookie.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 5
const site = `http://localhost:${PORT}`
const SAME_SITE = { 'sec-fetch-site': 'same-origin' }
let server: SpawnedServer | undefined

test.use({ baseURL: site })
// One server for the file's tests: they run one after the other in one worker.
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer('node', ['src/platform/host/node-server.mjs'], {
    readyUrl: `${site}/healthz`,
    env: { PORT: String(PORT), NODE_ENV: 'production', DEMO_CONTROLS: '' },
  })
})
test.afterAll(async () => {
  await server?.stop()
})

interface Mail {
  to: string
  code?: string
  link?: string
}
const mailboxOf = async (page: Page) => (await (await page.request.get('/api/v2/demo/mailbox.json')).json()) as Mail[]

async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: site })
  const page = await context.newPage()
  // A first visit is the anonymous page (from the page cache, no cookie): the session comes
  // with the first request that needs one, the sign-in code's (see askCode).
  await page.goto('/')
  return { context, page }
}

async function register(page: Page, email: string) {
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: SAME_SITE,
    data: {
      gender: 'Mrs',
      first_name: 'Inès',
      last_name: 'Roy',
      email,
      password: 'Voyage2026!',
      date_of_birth: '1990-04-02',
      phone_number: '612345678',
      phone_code: '33',
    },
  })
  expect(registered.status()).toBe(201)
}

async function askCode(page: Page, email: string) {
  await page.goto('/auth/check-email')
  await expect(page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Continuer' }).click()
  await expect(page.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeVisible()
  expect((await page.context().cookies()).some((c) => c.name === 'session')).toBe(true)
}

test('a visitor cannot read the sign-in code of an address that is not its own; the owner reads it and signs in', async ({ browser, request }) => {
  test.setTimeout(120_000)
  // A registers an address from its browser and confirms it with the link from its mailbox.
  const a = await visitor(browser)
  const email = `owner.${Date.now()}@exemple.fr`
  await register(a.page, email)
  const link = (await mailboxOf(a.page)).find((m) => m.to === email && m.link)!.link!
  const token = new URL(link, site).searchParams.get('token')
  expect((await a.page.request.post('/api/v2/auth/login/link/confirm', { headers: SAME_SITE, data: { token } })).ok()).toBe(true)

  // B asks a sign-in code for A's address: B's mailbox stays empty, in JSON and on the page.
  const b = await visitor(browser)
  await askCode(b.page, email)
  expect(await mailboxOf(b.page)).toEqual([])
  await b.page.goto('/api/v2/demo/mailbox')
  await expect(b.page.getByText('Aucun message.')).toBeVisible()
  // Nor does a client with no cookie see anything; nor may another site ask for a code.
  expect(await (await request.get(`${site}/api/v2/demo/mailbox.json`)).json()).toEqual([])
  expect((await request.post(`${site}/api/v2/auth/login/code`, { headers: { 'content-type': 'text/plain' }, data: JSON.stringify({ email }) })).status()).toBe(
    403,
  )

  // A asks a code in its browser (a new reservation token since), reads it, and signs in.
  await askCode(a.page, email)
  const codes = (await mailboxOf(a.page)).filter((m) => m.to === email && m.code)
  expect(codes).toHaveLength(2)
  const code = codes[0]!.code!
  const inbox = await a.context.newPage()
  await inbox.goto('/api/v2/demo/mailbox')
  await expect(inbox.getByText(code, { exact: true })).toBeVisible()
  for (let i = 0; i < 6; i++) await a.page.getByRole('textbox', { name: `Chiffre ${i + 1} sur 6` }).fill(code[i]!)
  await a.page.getByRole('button', { name: 'Continuer' }).click()
  await expect(a.page.getByRole('banner').getByRole('button', { name: 'Bonjour Inès' })).toBeVisible()

  await a.context.close()
  await b.context.close()
})

test('the shared demo account: its code is shown to the browser that asked for it only', async ({ browser }) => {
  test.setTimeout(90_000)
  const DEMO = 'demo@horizon-voyages.example'
  const [a, b] = [await visitor(browser), await visitor(browser)]
  await askCode(a.page, DEMO)
  const own = (await mailboxOf(a.page)).filter((m) => m.to === DEMO && m.code)
  expect(own).toHaveLength(1)
  // B, with a mailbox of its own, sees its own mail and not the demo account's code.
  const mine = `visitor.${Date.now()}@exemple.fr`
  await register(b.page, mine)
  const seen = await mailboxOf(b.page)
  expect(seen.filter((m) => m.to === mine && m.link)).toHaveLength(1)
  expect(seen.filter((m) => m.to === DEMO)).toEqual([])
  await a.context.close()
  await b.context.close()
})
