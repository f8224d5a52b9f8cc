import type { APIRequestContext, Page } from '@playwright/test'
import { day, expect, parisNewYork, test } from './fixtures'

/**
 * The demo API's faults are process-wide (the server-side API client forwards no browser
 * header), so these tests run alone, one after the other, after every other app test
 * (project 'faults' in playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' })

const SEARCH = parisNewYork(20)

/** Chooses an agency first (so 'Sélectionner' goes straight to the reservation), then selects the first flight. */
async function selectFirstFlight(page: Page) {
  await page.goto(SEARCH)
  await page.getByRole('button', { name: 'Veuillez sélectionner votre agence en ligne' }).click()
  await page
    .getByRole('dialog', { name: 'Sélectionner votre agence' })
    .getByRole('button', { name: /^Choisir l'agence/ })
    .first()
    .click()
  await page
    .getByRole('link', { name: /^Voir le détail/ })
    .first()
    .click()
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
  await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible()
  await panel.getByRole('button', { name: 'Sélectionner', exact: true }).last().click()
}

/**
 * The fault switch answers same-origin calls only (DEMO_CONTROLS=1 in the test server), like
 * server functions: the test's calls say where they come from.
 */
const sameOrigin = (baseURL: string | undefined) => ({ origin: new URL(baseURL!).origin })
async function setFault(request: APIRequestContext, baseURL: string | undefined, rule: { path: string; fault: string; times?: number }) {
  const response = await request.post('/api/v2/demo/faults', { data: rule, headers: sameOrigin(baseURL) })
  expect(response.status()).toBe(201)
}

test.afterEach(async ({ request, baseURL }) => {
  await request.delete('/api/v2/demo/faults', { headers: sameOrigin(baseURL) })
})

test('airline reservation failure shows its modal', async ({ page, request, baseURL }) => {
  await setFault(request, baseURL, { path: '/order/*/ticket/reserve', fault: 'reserve-failed', times: 1 })
  await selectFirstFlight(page)
  await expect(page.getByRole('alertdialog', { name: 'Réservation impossible' })).toContainText(
    'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau',
  )
})

test('price rose before the reservation: accept the new price and go on to the booking', async ({ page, request, baseURL }) => {
  await setFault(request, baseURL, { path: '/order/*/ticket/reserve', fault: 'price-rose', times: 1 })
  await selectFirstFlight(page)
  const dialog = page.getByRole('alertdialog', { name: 'Les places partent vite !' })
  // The error catalogue's message, then the new price.
  await expect(dialog).toContainText(/Le prix de votre billet a augmenté\. Un nouveau prix vous est proposé : [\d\s\u202f]+,\d{2}\s€ pour tous les passagers\./)
  await expect(dialog.getByRole('button', { name: 'Non, je souhaite relancer une recherche' })).toBeVisible()
  await dialog.getByRole('button', { name: /^Oui, je confirme la réservation à \d+,\d{2}€$/ }).click()
  await expect(page).toHaveURL(/\/booking\/fares\?order_id=\d+/)
})

test("no flight: the error catalogue's 'Aucun vol n’est disponible…' with 'Valider'", async ({ page, request, baseURL }) => {
  await setFault(request, baseURL, { path: '/order/*/ticket/search', fault: 'no-flights', times: 1 })
  await page.goto(`/search?from=LYS&to=BCN&departure=${day(40)}&return=${day(44)}&adults=1`)
  const dialog = page.getByRole('alertdialog', { name: 'Aucun vol disponible' })
  await expect(dialog).toContainText('Aucun vol n’est disponible pour la destination et/ou la date demandée. Vous pouvez re-essayer avec d’autres dates.')
  await dialog.getByRole('button', { name: 'Valider' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
})

test.describe('upstream failure', () => {
  // The failed load is reported in the console by design (status 503: an upstream fault, the router's error log).
  test.use({ allowedConsoleErrors: /Une erreur est survenue|status of 503/ })

  test('an API failure shows a French message with a way forward, never a blank page', async ({ page, request, baseURL }) => {
    await setFault(request, baseURL, { path: '/order/*/ticket/search', fault: '500', times: 3 })
    await page.goto(`/search?from=MRS&to=LIS&departure=${day(50)}&return=${day(55)}&adults=1`)
    await expect(page.getByRole('heading', { name: 'Une erreur est survenue', level: 1 })).toBeVisible()
    await expect(page.getByText('Une erreur est survenue. Veuillez réessayer plus tard.')).toBeVisible()
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible()
  })
})
