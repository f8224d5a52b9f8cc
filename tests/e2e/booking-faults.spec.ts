import { devices, type APIRequestContext } from '@playwright/test'
import { acceptTerms, continueButton, startBooking, termBoxes, travellersToAncillaries } from './booking-helpers'
import { expect, settled, test, shot } from './fixtures'

/**
 * Booking modals from the demo API's process-wide faults (run in the `faults` project, serially)
 * and the price hold on a test clock. axe reads each state once its dialog has finished appearing
 * (mid fade-in, its text is not yet at full contrast).
 */

test.afterEach(async ({ request }) => {
  await request.delete('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' } })
})

/** The demo API answers the next call to `path` with `fault` (process-wide, once). */
const setFault = (request: APIRequestContext, path: string, fault: string, method?: string) =>
  request.post('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'same-origin' }, data: { path, fault, times: 1, ...(method ? { method } : {}) } })

test('the price rose at reserve: accept the new price and go on; the price hold warns 2 minutes before the end, can be extended, then ends', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(150_000)
  await page.clock.install()
  // A refused step keeps the draft and says at which revision: the next call builds on it, never refused as another tab's.
  const conflicts: string[] = []
  page.on('response', async (response) => {
    if (!response.url().includes('/_serverFn/') || response.request().method() !== 'POST') return
    if ((await response.text().catch(() => '')).includes('conflict')) conflicts.push(response.url())
  })
  await startBooking(page)
  await expect(page.getByText(/Prix garantis encore 1[45]:\d\d/)).toBeVisible()

  // 'Les places partent vite !' when the reserve of another fare answers a new price.
  await setFault(request, '/order/*/ticket/reserve', 'price-rose')
  const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
  await flex.click() // the card picks its fare
  await continueButton(page).click()
  const rose = page.getByRole('alertdialog', { name: 'Les places partent vite !' })
  await expect(rose).toBeVisible()
  await settled(page)
  await checkA11y()
  await rose.getByRole('button', { name: /^Oui, je confirme la réservation à [\d ,]+€$/ }).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
  await page.getByRole('region', { name: 'Passager 1 (Adulte)' }).getByRole('textbox', { name: 'Prénom' }).fill('Claire')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('horizon-voyages.booking')?.includes('"dirty":false'))).toBe(true)
  expect(conflicts).toEqual([])

  // Two minutes before the end: a polite warning with a way to keep going.
  await page.clock.fastForward('13:10')
  const warning = page.getByText('Vos prix ne sont plus garantis que 2 minutes')
  await expect(warning).toBeVisible()
  await settled(page)
  await checkA11y()
  await page.getByRole('button', { name: 'Continuer ma réservation' }).click()
  await expect(warning).toBeHidden()
  await expect(page.getByText(/Prix garantis encore 1[45]:\d\d/)).toBeVisible()

  // The end: the spec's message, prices dropped, back to a new search.
  await page.clock.fastForward('15:10')
  const ended = page.getByRole('alertdialog', { name: 'Vos prix ne sont plus garantis' })
  await expect(ended).toContainText('Attention, nous ne pouvons maintenir les prix que pour une durée limitée. Veuillez vite relancer votre recherche')
  await settled(page)
  await checkA11y()
  await ended.getByRole('button', { name: 'Nouvelle recherche' }).click()
  await expect(page).toHaveURL(/\/search\?/)
})

test('reservation failure: retry keeps the chosen fare; a changed fare asks for a new search', async ({ page, request, checkA11y }) => {
  test.setTimeout(120_000)
  await startBooking(page)
  await setFault(request, '/order/*/ticket/reserve', 'reserve-failed')
  const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
  await flex.click() // the card picks its fare
  await continueButton(page).click()
  const failed = page.getByRole('alertdialog', { name: 'Réservation impossible' })
  await expect(failed).toBeVisible()
  await settled(page)
  await checkA11y()
  await failed.getByRole('button', { name: 'Réessayer' }).click()
  await expect(flex.getByRole('radio')).toBeChecked()
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)

  // 'Le tarif de votre voyage à changé !', titled by the error catalogue.
  await page.getByRole('button', { name: 'Précédent' }).click()
  await expect(page).toHaveURL(/\/booking\/fares\?order_id=/)
  await setFault(request, '/order/*/ticket/reserve', 'fare-changed')
  const standard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Standard' }) })
  await standard.click() // the card picks its fare
  await continueButton(page).click()
  const changed = page.getByRole('alertdialog', { name: 'Tarif modifié' })
  await expect(changed).toContainText('Le tarif de votre voyage à changé !')
  await settled(page)
  await checkA11y()
})

test('an option the airline rejects shows its text in an alert dialog; a payment-preparation failure keeps every choice', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(150_000)
  await startBooking(page)
  await continueButton(page).click()
  await travellersToAncillaries(page)

  await setFault(request, '/order/*/ticket/ancillaries', 'ancillaries-rejected', 'POST')
  await page.getByRole('button', { name: 'Sélectionner' }).first().click()
  await continueButton(page).click()
  const rejected = page.getByRole('alertdialog', { name: 'Options non enregistrées' })
  await expect(rejected).toContainText('Option indisponible auprès de la compagnie')
  await settled(page)
  await checkA11y()
  await rejected.getByRole('button', { name: 'Fermer' }).click()
  await expect(page.getByRole('button', { name: 'Sélectionné' }).first()).toBeVisible()
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/insurance\?order_id=/)
  await continueButton(page).click()
  await page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' }).getByRole('button', { name: 'Aucune assurance' }).click()
  await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)

  await setFault(request, '/order/*/payment/prepare', '500')
  await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByText('Carte bancaire', { exact: true }).click()
  await acceptTerms(page)
  await page.getByRole('button', { name: /^Payer/ }).click()
  const failed = page.getByRole('alertdialog', { name: 'Paiement', exact: true })
  await expect(failed).toBeVisible()
  await settled(page)
  await checkA11y()
  await failed.getByRole('button', { name: 'Fermer' }).click()
  await expect(page.getByRole('radio', { name: 'Carte bancaire', exact: true })).toBeChecked()
  for (const box of termBoxes(page)) await expect(box).toBeChecked()
  await page.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(/\/api\/v2\/demo\/payment\//)
})

test.describe('at 375 px', () => {
  // A phone (touch, mobile layout) 375 px wide; the browser stays the project's Chromium.
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
  test.use({ ...phone, viewport: { width: 375, height: 812 } })

  test('every booking modal of §8 fits the screen, is usable and passes axe: price rose, reservation failure, changed fare, rejected option, no insurance, payment failure, the price hold warning and end', async ({
    page,
    request,
    checkA11y,
  }) => {
    test.setTimeout(240_000)
    await page.clock.install()
    await startBooking(page)
    const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
    const standard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Standard' }) })
    /** The dialog is whole on the screen: axe, its buttons inside the viewport, a look. */
    const check = async (dialog: ReturnType<typeof page.getByRole>, name: string) => {
      await expect(dialog).toBeVisible()
      // Once its opening animation is over (react-aria marks it `data-entering` until then).
      await expect(page.locator('[data-entering]')).toHaveCount(0)
      await shot(page, `${name}-375`, { fullPage: false })
      await settled(page)
      await checkA11y()
      for (const button of await dialog.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 })
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }

    // Reservation failure: 'Réessayer' keeps the fare.
    await setFault(request, '/order/*/ticket/reserve', 'reserve-failed')
    await flex.click() // the card picks its fare
    await continueButton(page).click()
    const failed = page.getByRole('alertdialog', { name: 'Réservation impossible' })
    await check(failed, 'modal-reserve-failed')
    await failed.getByRole('button', { name: 'Réessayer' }).click()
    await expect(failed).toBeHidden()

    // The fare changed: only a new search; Escape closes it here.
    await setFault(request, '/order/*/ticket/reserve', 'fare-changed')
    await continueButton(page).click()
    const changed = page.getByRole('alertdialog', { name: 'Tarif modifié' })
    await expect(changed).toContainText('Le tarif de votre voyage à changé !')
    await check(changed, 'modal-fare-changed')
    await page.keyboard.press('Escape')
    await expect(changed).toBeHidden()

    // The price rose: accept the new one and go on.
    await setFault(request, '/order/*/ticket/reserve', 'price-rose')
    await standard.click() // the card picks its fare
    await continueButton(page).click()
    const rose = page.getByRole('alertdialog', { name: 'Les places partent vite !' })
    await check(rose, 'modal-price-rose')
    await rose.getByRole('button', { name: /^Oui, je confirme la réservation à [\d ,]+€$/ }).click()
    await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)

    await travellersToAncillaries(page)

    // An option the airline rejects.
    await setFault(request, '/order/*/ticket/ancillaries', 'ancillaries-rejected', 'POST')
    await page.getByRole('button', { name: 'Sélectionner' }).first().click()
    await continueButton(page).click()
    const rejected = page.getByRole('alertdialog', { name: 'Options non enregistrées' })
    await check(rejected, 'modal-ancillaries-rejected')
    await rejected.getByRole('button', { name: 'Fermer' }).click()
    await continueButton(page).click()

    // No insurance asks first.
    await expect(page).toHaveURL(/\/booking\/insurance\?order_id=/)
    await continueButton(page).click()
    const none = page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' })
    await check(none, 'modal-no-insurance')
    await none.getByRole('button', { name: 'Aucune assurance' }).click()

    // The payment cannot be prepared.
    await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)
    await setFault(request, '/order/*/payment/prepare', '500')
    await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByText('Carte bancaire', { exact: true }).click()
    await acceptTerms(page)
    await page.getByRole('button', { name: /^Payer/ }).click()
    const payment = page.getByRole('alertdialog', { name: 'Paiement', exact: true })
    await check(payment, 'modal-payment-failed')
    await payment.getByRole('button', { name: 'Fermer' }).click()
    await expect(payment).toBeHidden()

    // The price hold: the warning two minutes before the end, then the end.
    await page.clock.fastForward('13:10')
    const warning = page.getByRole('status').filter({ hasText: 'Vos prix ne sont plus garantis que 2 minutes' })
    await expect(warning).toBeVisible()
    await settled(page)
    await checkA11y()
    await expect(warning.getByRole('button', { name: 'Continuer ma réservation' })).toBeVisible()
    const wbox = (await warning.boundingBox())!
    expect(wbox.x + wbox.width).toBeLessThanOrEqual(375)
    await shot(page, 'hold-warning-375')
    await page.clock.fastForward('02:10')
    const ended = page.getByRole('alertdialog', { name: 'Vos prix ne sont plus garantis' })
    await check(ended, 'modal-hold-ended')
    await ended.getByRole('button', { name: 'Nouvelle recherche' }).click()
    await expect(page).toHaveURL(/\/search\?/)
  })
})
