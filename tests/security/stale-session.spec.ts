import { reloadHydrated, startBooking } from '../e2e/booking-helpers'
import { expect, test } from '../e2e/fixtures'

/**
 * A session cookie the API no longer knows (an API restart, expiry, revocation) or that is not a
 * token at all: the visitor can still book, the cookie is replaced, and nothing typed is lost.
 */

/** Well-formed, but never issued by the demo API. */
const UNKNOWN = '0123456789abcdef'.repeat(3)

test('a stale session cookie: selecting a flight renews it and the booking proceeds, the draft kept', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  await context.addCookies([{ name: 'session', value: UNKNOWN, url: baseURL! }])
  const orderId = await startBooking(page)
  expect(orderId).toMatch(/^\d+$/)
  const session = (await context.cookies()).find((c) => c.name === 'session')
  expect(session?.value).toMatch(/^[0-9a-f]{48}$/)
  expect(session?.value).not.toBe(UNKNOWN)
  expect(session?.httpOnly).toBe(true)

  // The booking is this session's: a passenger typed on it survives a reload.
  if (/\/booking\/fares/.test(page.url())) await page.getByRole('button', { name: 'Continuer' }).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
  const first = page.getByRole('region', { name: 'Passager 1 (Adulte)' }).getByRole('textbox', { name: 'Prénom' })
  await first.fill('Claire')
  await expect.poll(async () => (await reloadHydrated(page), await first.inputValue()), { timeout: 30_000 }).toBe('Claire')
})

test('a malformed session cookie is never kept: the first page replaces it with a token', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'session', value: 'not%20a%20token', url: baseURL! }])
  await page.goto('/vol')
  const session = (await context.cookies()).find((c) => c.name === 'session')
  expect(session?.value).toMatch(/^[0-9a-f]{48}$/)
})
