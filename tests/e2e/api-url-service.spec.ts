import { startServer, type SpawnedServer } from '../spawn-server'
import { continueButton, contactToPayment, passengersStep, startBooking } from './booking-helpers'
import { expect, test } from './fixtures'

/**
 * The app on the demo API service with API_URL and nothing in front: the pages and
 * files the browser opens on the outside world the demo plays (product images, the payment page)
 * are on the service's origin, named by absolute URLs in its replies (DEMO_PUBLIC_URL, default
 * its own address), and the payment page sends the browser back to the site (DEMO_SITE_URL).
 * No demo code runs in the app. Two servers of their own beside the suite's.
 */
const API_PORT = Number(process.env.E2E_PORT ?? 3100) + 8
const APP_PORT = API_PORT + 1
const api = `http://127.0.0.1:${API_PORT}`
const app = `http://127.0.0.1:${APP_PORT}`
const servers: SpawnedServer[] = []

test.use({ baseURL: app })
test.beforeAll(async () => {
  test.setTimeout(180_000)
  servers.push(
    await startServer('node', ['src/platform/host/demo-api-service.mjs'], { readyUrl: `${api}/healthz`, env: { PORT: String(API_PORT), DEMO_SITE_URL: app } }),
  )
  servers.push(
    await startServer('node', ['src/platform/host/node-server.mjs'], {
      readyUrl: `${app}/healthz`,
      env: { PORT: String(APP_PORT), HOST: '127.0.0.1', API_URL: api, NODE_ENV: 'production' },
    }),
  )
})
test.afterAll(async () => {
  for (const server of servers.reverse()) await server.stop()
})

test("API_URL on the demo API service, no proxy: product images and the payment page are the service's, and the payment returns to the site", async ({
  page,
}) => {
  test.setTimeout(240_000)
  // Holiday products: their pictures come from the service and load.
  await page.goto('/search-products?travelType=sejour')
  const picture = page.locator(`main img[src^="${api}/api/v2/demo/images/"]`).first()
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // The app itself serves no demo path.
  expect((await page.request.get('/api/v2/demo/payment/x')).status()).toBe(404)

  // A booking to the payment page, which is the service's, and back to the site.
  const orderId = await startBooking(page)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
  await passengersStep(page)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/contact\?order_id=/)
  await contactToPayment(page)
  expect(new URL(page.url()).origin).toBe(api)
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(`${app}/booking/confirmation?order_id=${orderId}`)
  await expect(page.getByText('Léo Martin').first()).toBeVisible()
})
