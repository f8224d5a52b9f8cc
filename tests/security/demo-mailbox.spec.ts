import { expect, test, type Browser, type Page } from '@playwright/test'
import { startServer, type SpawnedServer } from '../spawn-server'

/**
 * The demo mailbox in a plain `npm start` (no API_URL, no DEMO_CONTROLS), on a server of its own:
 * a sign-in code is shown to the browser that asked for it, which signs in with it, and to no
 * other visitor (another browser, or a client with no cookie).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 5
const site = `http://localhost:${PORT}`
const DEMO = 'demo@horizon-voyages.example'
let server: SpawnedServer | undefined

test.use({ baseURL: site })
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer('node', ['src/server/node-server.mjs'], { readyUrl: `${site}/healthz`, env: { PORT: String(PORT), NODE_ENV: 'production', DEMO_CONTROLS: '' } })
})
test.afterAll(async () => {
  await server?.stop()
})

interface Mail {
  to: string
  code?: string
}
const mailboxOf = async (page: Page) => (await (await page.request.get('/api/v2/demo/mailbox.json')).json()) as Mail[]

async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: site })
  return { context, page: await context.newPage() }
}

test('visitor B cannot read the sign-in code visitor A asked for; A reads it and signs in', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const a = await visitor(browser)
  await a.page.goto('/auth/check-email')
  await expect(a.page.locator('[data-sign-in-step][data-ready]')).toBeAttached()
  await a.page.getByLabel('E-mail').fill(DEMO)
  await a.page.getByRole('button', { name: 'Continuer' }).click()
  await expect(a.page.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeVisible()

  const own = (await mailboxOf(a.page)).filter((m) => m.to === DEMO && m.code)
  expect(own).toHaveLength(1)
  const code = own[0]!.code!

  // B, another browser with a session cookie of its own, sees none of it, in JSON or on the page.
  const b = await visitor(browser)
  await b.page.goto('/')
  expect((await b.context.cookies()).some((c) => c.name === 'session')).toBe(true)
  expect(await mailboxOf(b.page)).toEqual([])
  await b.page.goto('/api/v2/demo/mailbox')
  await expect(b.page.getByText('Aucun message.')).toBeVisible()
  expect(await b.page.content()).not.toContain(code)
  // Nor a client with no cookie at all.
  expect(await (await request.get(`${site}/api/v2/demo/mailbox.json`)).json()).toEqual([])
  // Nor may another site ask for a code (a text/plain form post, no Origin).
  expect((await request.post(`${site}/api/v2/auth/login/code`, { headers: { 'content-type': 'text/plain' }, data: JSON.stringify({ email: DEMO }) })).status()).toBe(403)

  // A's mailbox page shows the code, and A signs in with it.
  const inbox = await a.context.newPage()
  await inbox.goto('/api/v2/demo/mailbox')
  await expect(inbox.getByText(code, { exact: true })).toBeVisible()
  for (let i = 0; i < 6; i++) await a.page.getByRole('textbox', { name: `Chiffre ${i + 1} sur 6` }).fill(code[i]!)
  await a.page.getByRole('button', { name: 'Continuer' }).click()
  await expect(a.page.getByRole('banner').getByRole('button', { name: 'Bonjour Camille' })).toBeVisible()

  await a.context.close()
  await b.context.close()
})
