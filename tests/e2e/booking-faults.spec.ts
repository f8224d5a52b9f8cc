import { contactStep, continueButton, passengersStep, startBooking } from './booking-helpers'
import { expect, test } from './fixtures'

/**
 * Booking modals from the demo API's process-wide faults (run in the `faults` project, serially)
 * and the price hold on a test clock.
 */

test.afterEach(async ({ request }) => {
  await request.delete('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' } })
})

test('the price rose at reserve: accept the new price and go on; the price hold warns 2 minutes before the end, can be extended, then ends', async ({ page, request, checkA11y }) => {
  test.setTimeout(150_000)
  await page.clock.install()
  await startBooking(page)
  await expect(page.getByText(/Prix garantis encore 1[45]:\d\d/)).toBeVisible()

  // 'Les places partent vite !' when the reserve of another fare answers a new price.
  await request.post('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' }, data: { path: '/order/*/ticket/reserve', fault: 'price-rose', times: 1 } })
  const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
  await flex.getByRole('button', { name: 'Sélectionner' }).click()
  await continueButton(page).click()
  const rose = page.getByRole('alertdialog', { name: 'Les places partent vite !' })
  await expect(rose).toBeVisible()
  await checkA11y()
  await rose.getByRole('button', { name: /^Oui, je confirme la réservation à [\d ,]+€$/ }).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
  await page.getByRole('region', { name: 'Passager 1 (Adulte)' }).getByRole('textbox', { name: 'Prénom' }).fill('Claire')

  // Two minutes before the end: a polite warning with a way to keep going.
  await page.clock.fastForward('13:10')
  const warning = page.getByText('Vos prix ne sont plus garantis que 2 minutes')
  await expect(warning).toBeVisible()
  await checkA11y()
  await page.getByRole('button', { name: 'Continuer ma réservation' }).click()
  await expect(warning).toBeHidden()
  await expect(page.getByText(/Prix garantis encore 1[45]:\d\d/)).toBeVisible()

  // The end: the spec's message, prices dropped, back to a new search.
  await page.clock.fastForward('15:10')
  const ended = page.getByRole('alertdialog', { name: 'Vos prix ne sont plus garantis' })
  await expect(ended).toContainText('Attention, nous ne pouvons maintenir les prix que pour une durée limitée. Veuillez vite relancer votre recherche')
  await checkA11y()
  await ended.getByRole('button', { name: 'Nouvelle recherche' }).click()
  await expect(page).toHaveURL(/\/search\?/)
})

test('reservation failure: retry keeps the chosen fare; a changed fare asks for a new search', async ({ page, request, checkA11y }) => {
  test.setTimeout(120_000)
  await startBooking(page)
  await request.post('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' }, data: { path: '/order/*/ticket/reserve', fault: 'reserve-failed', times: 1 } })
  const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
  await flex.getByRole('button', { name: 'Sélectionner' }).click()
  await continueButton(page).click()
  const failed = page.getByRole('alertdialog', { name: 'Réservation impossible' })
  await expect(failed).toBeVisible()
  await checkA11y()
  await failed.getByRole('button', { name: 'Réessayer' }).click()
  await expect(flex.getByRole('button', { name: 'Sélectionné' })).toBeVisible()
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)

  // 'Le tarif de votre voyage à changé !'
  await page.getByRole('button', { name: 'Précédent' }).click()
  await expect(page).toHaveURL(/\/booking\/fares\?order_id=/)
  await request.post('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' }, data: { path: '/order/*/ticket/reserve', fault: 'fare-changed', times: 1 } })
  const standard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Standard' }) })
  await standard.getByRole('button', { name: 'Sélectionner' }).click()
  await continueButton(page).click()
  const changed = page.getByRole('alertdialog', { name: 'Le tarif a changé' })
  await expect(changed).toContainText('Le tarif de votre voyage à changé !')
  await checkA11y()
})

test('an option the airline rejects shows its text in an alert dialog; a payment-preparation failure keeps every choice', async ({ page, request, checkA11y }) => {
  test.setTimeout(150_000)
  await startBooking(page)
  await continueButton(page).click()
  await passengersStep(page)
  await continueButton(page).click()
  await contactStep(page)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/ancillaries\?order_id=/)

  await request.post('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' }, data: { path: '/order/*/ticket/ancillaries', method: 'POST', fault: 'ancillaries-rejected', times: 1 } })
  await page.getByRole('button', { name: 'Sélectionner' }).first().click()
  await continueButton(page).click()
  const rejected = page.getByRole('alertdialog', { name: 'Options non enregistrées' })
  await expect(rejected).toContainText('Option indisponible auprès de la compagnie')
  await checkA11y()
  await rejected.getByRole('button', { name: 'Fermer' }).click()
  await expect(page.getByRole('button', { name: 'Sélectionné' }).first()).toBeVisible()
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/insurance\?order_id=/)
  await continueButton(page).click()
  await page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' }).getByRole('button', { name: 'Aucune assurance' }).click()
  await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)

  await request.post('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' }, data: { path: '/order/*/payment/prepare', fault: '500', times: 1 } })
  await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByText('Carte bancaire', { exact: true }).click()
  for (const box of await page.getByRole('checkbox').all()) await box.locator('xpath=ancestor::label').click()
  await page.getByRole('button', { name: /^Payer/ }).click()
  const failed = page.getByRole('alertdialog', { name: 'Paiement indisponible' })
  await expect(failed).toBeVisible()
  await checkA11y()
  await failed.getByRole('button', { name: 'Fermer' }).click()
  await expect(page.getByRole('radio', { name: 'Carte bancaire', exact: true })).toBeChecked()
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked()
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(/\/api\/v2\/demo\/payment\//)
})
