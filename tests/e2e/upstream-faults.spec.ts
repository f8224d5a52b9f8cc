import type { APIRequestContext } from '@playwright/test'
import { SEARCH } from './booking-helpers'
import { day, expect, test, waitForHydration } from './fixtures'

/**
 * Upstream faults (the demo API's process-wide fault switch: project 'faults', one at a time):
 * a failed flight search is a 503 page in French with a way forward, tried once; a failed
 * branded-fares call is said on the fares step, with a retry.
 */
test.describe.configure({ mode: 'serial' })

const sameOrigin = (baseURL: string | undefined) => ({ origin: new URL(baseURL!).origin })

async function setFault(request: APIRequestContext, baseURL: string | undefined, rule: { path: string; fault: string; times: number; method?: string }) {
  const response = await request.post('/api/v2/demo/faults', { data: rule, headers: sameOrigin(baseURL) })
  expect(response.status()).toBe(201)
}

/** How many times the rules were applied: each application counts its rule's `times` down (and drops it at 0). */
async function remainingTimes(request: APIRequestContext, baseURL: string | undefined): Promise<number> {
  const { rules } = (await (await request.get('/api/v2/demo/faults', { headers: sameOrigin(baseURL) })).json()) as { rules: { times: number | null }[] }
  return rules.reduce((sum, rule) => sum + (rule.times ?? 0), 0)
}

/** The demo API numbers its orders in sequence: a new order's id tells how many were created before it. */
async function lastOrderId(request: APIRequestContext): Promise<number> {
  const { token } = (await (await request.get('/api/v2/session/token')).json()) as { token: string }
  const created = await request.post('/api/v2/order/', { data: { agency: null }, headers: { authorization: `Token ${token}` } })
  expect(created.status()).toBe(201)
  return Number(((await created.json()) as { id: number }).id)
}

test.afterEach(async ({ request, baseURL }) => {
  await request.delete('/api/v2/demo/faults', { headers: sameOrigin(baseURL) })
})

test.describe('flight search upstream fault', () => {
  // The failed load is reported in the console by design (the page's status, the router's error log).
  test.use({ allowedConsoleErrors: /Une erreur est survenue|Le service ne répond pas|status of 503/ })

  test('an API 500 on the search: a 503 page in French with a way forward, the search tried once', async ({ page, request, baseURL }) => {
    await setFault(request, baseURL, { path: '/order/*/ticket/search', fault: '500', times: 5 })
    const response = await page.goto(`/search?from=MRS&to=OPO&departure=${day(61)}&return=${day(66)}&adults=1`)
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('heading', { name: 'Une erreur est survenue', level: 1 })).toBeVisible()
    await expect(page.getByText('Une erreur est survenue. Veuillez réessayer plus tard.')).toBeVisible()
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible()
    expect(await remainingTimes(request, baseURL)).toBe(4)
  })

  test('an API timeout on the search: one attempt within API_TIMEOUT_MS, a 503 page, no second order', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000)
    const before = await lastOrderId(request)
    // The demo hangs 60 s: the API client's timeout (API_TIMEOUT_MS, 10 s here) ends the call first.
    await setFault(request, baseURL, { path: '/order/*/ticket/search', fault: 'timeout', times: 5 })
    const response = await page.goto(`/search?from=NCE&to=ATH&departure=${day(62)}&return=${day(69)}&adults=1`, { timeout: 60_000 })
    expect(response?.status()).toBe(503)
    await expect(page.getByText('Le service ne répond pas pour le moment. Veuillez réessayer dans quelques instants.')).toBeVisible()
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible()
    expect(await remainingTimes(request, baseURL)).toBe(4)
    // Between our two orders: the search's one order, not one per attempt.
    expect((await lastOrderId(request)) - before - 1).toBe(1)
  })
})

test('branded fares fail on the fares step: it says so, and Réessayer loads them', async ({ page, request, baseURL, checkA11y }) => {
  test.setTimeout(120_000)
  // startBooking's steps, the fault set once the results' fares are shown.
  await page.goto(SEARCH)
  await page.waitForLoadState('networkidle')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Voir le détail/ })
    .first()
    .click()
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
  await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible({ timeout: 20_000 })
  await panel.getByRole('button', { name: 'Sélectionner', exact: true }).last().click()
  await page.getByRole('alertdialog', { name: 'Veuillez sélectionner votre agence' }).getByRole('button', { name: 'Valider' }).click()
  // From here every fares call fails (the booking's, and the panel's if it asks again) until the step has said so.
  await setFault(request, baseURL, { path: '/order/*/ticket/branded/search', fault: '500', times: 20 })
  const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
  await drawer
    .getByRole('list', { name: 'Agences' })
    .getByRole('button', { name: /^Choisir l'agence/ })
    .first()
    .click()

  // The fares step is not skipped: it says its fares could not be loaded.
  await expect(page).toHaveURL(/\/booking\/fares\?order_id=\d+/, { timeout: 30_000 })
  const alert = page.getByRole('alert').filter({ hasText: "Nos tarifs n'ont pas pu être chargés." })
  await expect(alert).toContainText('Veuillez réessayer, ou continuer avec le tarif de votre vol.', { timeout: 30_000 })
  await checkA11y()
  await request.delete('/api/v2/demo/faults', { headers: sameOrigin(baseURL) })
  await alert.getByRole('button', { name: 'Réessayer' }).click()
  await expect(alert).toBeHidden()
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })).toBeVisible()
})
