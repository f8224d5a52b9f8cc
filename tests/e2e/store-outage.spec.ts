import { startServer, type SpawnedServer } from '../spawn-server'
import { startBooking } from './booking-helpers'
import { expect, test } from './fixtures'

/**
 * A server store outage: a second production server of the build, on a Redis that
 * does not answer (REDIS_URL to a closed port). A booking step needs its state from the store:
 * the page is the French 'service momentanément indisponible' message with HTTP 503 (the router
 * alone would answer 500), never a crash. The cluster suite covers Redis going away and back.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7
let server: SpawnedServer | undefined

test.use({ baseURL: `http://127.0.0.1:${PORT}`, allowedConsoleErrors: /status of 503|momentanément indisponible/ })
test.beforeAll(async () => {
  test.setTimeout(60_000)
  // Its log is the store's reconnection attempts, left out.
  const env = { PORT: String(PORT), HOST: '127.0.0.1', REDIS_URL: 'redis://127.0.0.1:1', NODE_ENV: 'production' }
  server = await startServer('node', ['src/platform/host/node-server.mjs'], { readyUrl: `http://127.0.0.1:${PORT}/healthz`, env, output: 'ignore' })
})
test.afterAll(async () => {
  await server?.stop()
})

test('Redis unreachable: the booking step is the French unavailable page with HTTP 503', async ({ page }) => {
  test.setTimeout(120_000)
  await startBooking(page)
  const response = await page.goto(page.url())
  expect(response?.status()).toBe(503)
  await expect(page.getByText('Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.').first()).toBeVisible()
})
