import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { continueButton, contactToPayment, passengersStep, reloadHydrated, startBooking } from '../e2e/booking-helpers'
import { expect, test } from '../e2e/fixtures'
import type { SpawnedServer } from '../spawn-server'
import { startWrangler } from './wrangler'

/**
 * A booking on the edge build, from the results to the confirmation after the demo
 * payment, on a workerd the test stops and starts again between two steps: the next requests
 * are served by a fresh isolate, which finds the session, the order and its passengers in KV
 * (the demo API's state is kept there, src/server/demo-gateway.ts), as any isolate of a Workers
 * deployment must.
 */
const PORT = Number(process.env.E2E_PORT ?? 3315) + 1
const persistTo = mkdtempSync(join(tmpdir(), 'edge-kv-'))
let server: SpawnedServer | undefined

test.use({ baseURL: `http://127.0.0.1:${PORT}` })
test.beforeAll(async () => {
  test.setTimeout(150_000)
  server = await startWrangler({ port: PORT, persistTo })
})
test.afterAll(async () => {
  await server?.stop()
  rmSync(persistTo, { recursive: true, force: true })
})

test('edge build on workerd: a booking to its confirmation, across a restart of the runtime', async ({ page, checkA11y }) => {
  test.setTimeout(360_000)
  const orderId = await startBooking(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre tarif' })).toBeVisible()
  await expect(page.getByText(`Commande n° ${orderId}`)).toBeVisible()
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
  await passengersStep(page)
  await checkA11y()
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/contact\?order_id=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Coordonnées du payeur' })).toBeVisible()

  // A fresh isolate: nothing of the demo API's memory is left, only KV.
  await server!.stop()
  server = await startWrangler({ port: PORT, persistTo })
  await reloadHydrated(page)
  await contactToPayment(page) // the payer's first name comes back from the order's passengers

  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(new RegExp(`/booking/confirmation\\?order_id=${orderId}`))
  await expect(page.getByText('Léo Martin').first()).toBeVisible()
  await checkA11y()
})
