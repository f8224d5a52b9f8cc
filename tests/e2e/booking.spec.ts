import {
  acceptTerms,
  continueButton,
  contactStep,
  expectRequiredMessages,
  initialJsKb,
  passengersStep,
  passengerSection,
  reloadHydrated,
  startBooking,
  termBoxes,
  typeDate,
} from './booking-helpers'
import { expect, resizeViewport, settled, test, shot, waitForHydration } from './fixtures'

/**
 * The booking flow: from a chosen flight to a paid, confirmed order. Each test starts
 * its own order from the results (the demo API keeps orders per session cookie).
 */

test.describe('booking flow', () => {
  test('a full booking at 1280 px: fare → 4 passengers → payer → combined option → insurance → 3x → demo payment → confirmation; every reload keeps everything', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(300_000)
    const orderId = await startBooking(page)

    // Fares
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre tarif' })).toBeVisible()
    await expect(page.getByText(`Commande n° ${orderId}`)).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: /étapes/i })
        .or(page.getByRole('list', { name: /étapes/i }))
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Vol sélectionné' })).toContainText(/Du \d\d-\d\d au \d\d-\d\d/)
    await expect(page.getByRole('region', { name: 'Vol sélectionné' })).toContainText('4 voyageurs')
    await checkA11y()
    await shot(page, 'fares-1280', { fullPage: true })
    await initialJsKb(page) // ≤ 170 KB gzip, as bench:initial-js counts it
    const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
    await flex.click() // the card picks its fare
    await expect(flex.getByRole('radio')).toBeChecked()
    await reloadHydrated(page)
    await expect(flex.getByRole('radio')).toBeChecked()
    await continueButton(page).click()

    // Passengers
    await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
    await expect(passengerSection(page, 4, 'Bébé')).toBeVisible()
    await checkA11y()
    await passengersStep(page)
    await shot(page, 'passengers-1280', { fullPage: true })
    await initialJsKb(page) // ≤ 170 KB gzip, as bench:initial-js counts it
    await reloadHydrated(page)
    await expect(passengerSection(page, 3, 'Enfant').getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léo')
    await expect(passengerSection(page, 1, 'Adulte').getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveValue('06 12 34 56 78')
    await continueButton(page).click()

    // Contact
    await expect(page).toHaveURL(/\/booking\/contact\?order_id=/)
    await contactStep(page)
    await checkA11y()
    await shot(page, 'contact-1280', { fullPage: true })
    await initialJsKb(page) // ≤ 170 KB gzip, as bench:initial-js counts it
    await reloadHydrated(page)
    await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon')
    await continueButton(page).click()

    // Ancillaries: a combined card (Aller + Retour) for passenger 1
    await expect(page).toHaveURL(/\/booking\/ancillaries\?order_id=/)
    const p1 = page.getByRole('region', { name: /^Passager 1 \(Adulte\)/ })
    const card = p1
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: /^Retour/ }) })
      .first()
    await card.getByRole('button', { name: 'Sélectionner' }).click()
    await expect(card.getByRole('checkbox', { name: /^Aller/ })).toBeChecked()
    await expect(card.getByRole('checkbox', { name: /^Retour/ })).toBeChecked()
    await expect(card.getByRole('button', { name: 'Sélectionné' })).toBeVisible()
    await checkA11y()
    await shot(page, 'ancillaries-1280', { fullPage: true })
    await initialJsKb(page) // ≤ 170 KB gzip, as bench:initial-js counts it
    await reloadHydrated(page)
    await expect(card.getByRole('checkbox', { name: /^Retour/ })).toBeChecked()
    await continueButton(page).click()

    // Insurance: never pre-selected; none asks first
    await expect(page).toHaveURL(/\/booking\/insurance\?order_id=/)
    await expect(page.getByRole('button', { name: 'Sélectionné' })).toHaveCount(0)
    await continueButton(page).click()
    const none = page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' })
    await expect(none).toBeVisible()
    await checkA11y()
    await none.getByRole('button', { name: 'Je choisis une assurance' }).click()
    await page.getByRole('button', { name: 'Sélectionner' }).first().click()
    await expect(page.getByRole('button', { name: 'Sélectionné' })).toHaveCount(1)
    await checkA11y()
    await shot(page, 'insurance-1280', { fullPage: true })
    await initialJsKb(page) // ≤ 170 KB gzip, as bench:initial-js counts it
    await reloadHydrated(page)
    await expect(page.getByRole('button', { name: 'Sélectionné' })).toHaveCount(1)
    await continueButton(page).click()

    // Summary and payment
    await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)
    await expect(page.getByText('Claire Martin').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Payeur' })).toContainText('+33 6 12 34 56 78')
    await page
      .getByRole('button', { name: /Payer|Continuer|Valider/ })
      .last()
      .click()
    await expect(page.getByText('Vous devez sélectionner un moyen de paiement')).toBeVisible()
    await expect(page.getByText('Vous devez valider les conditions générales de vente').first()).toBeVisible()
    await checkA11y()
    // The destination's formalities (the pages API), read in a dialog beside their box.
    await page.getByRole('button', { name: 'Lire les formalités', exact: true }).click()
    const formalities = page.getByRole('dialog', { name: /^Formalités pour / })
    await expect(formalities).toContainText('passeport valide au moins 6 mois')
    await settled(page)
    await checkA11y()
    await page.keyboard.press('Escape')
    await expect(formalities).toBeHidden()
    // The particular sales conditions too (pages API), focus back on their link.
    const readConditions = page.getByRole('button', { name: 'Lire les conditions particulières de vente' })
    await readConditions.click()
    const conditions = page.getByRole('dialog', { name: 'Conditions particulières de vente' })
    await expect(conditions.getByRole('heading', { name: 'Droit de rétractation' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(conditions).toBeHidden()
    await expect(readConditions).toBeFocused()
    await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByText('Payer en plusieurs fois').first().click()
    const schedules = page.getByRole('radiogroup', { name: "Nombre d'échéances" })
    await expect(schedules).toBeVisible()
    await schedules
      .getByText(/3 fois/)
      .first()
      .click()
    await expect(schedules.getByRole('radio', { name: /3 fois/ })).toBeChecked()
    await expect(page.getByRole('heading', { name: 'Échéancier : payer en 3 fois' })).toBeVisible()
    await acceptTerms(page)
    // The payer's opt-ins, on the summary (the spec's defaults: no account, the newsletter).
    const account = page.getByRole('checkbox', { name: 'Créer mon compte Horizon Voyages avec ces informations' })
    const newsletter = page.getByRole('checkbox', { name: 'Recevoir nos bons plans et offres de voyage par e-mail' })
    await expect(account).not.toBeChecked()
    await expect(newsletter).toBeChecked()
    await account.locator('xpath=ancestor::label').click()
    await newsletter.locator('xpath=ancestor::label').click()
    await checkA11y()
    await shot(page, 'summary-1280', { fullPage: true })
    await initialJsKb(page) // ≤ 170 KB gzip, as bench:initial-js counts it
    await reloadHydrated(page)
    for (const box of termBoxes(page)) await expect(box).toBeChecked()
    await expect(account).toBeChecked()
    await expect(newsletter).not.toBeChecked()
    await page.getByRole('button', { name: /Payer/ }).last().click()

    // Demo payment page, then the confirmation
    await expect(page).toHaveURL(/\/api\/v2\/demo\/payment\//)
    await page.getByRole('button', { name: /^Payer/ }).click()
    await expect(page).toHaveURL(/\/booking\/confirmation\?order_id=/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Aller-retour')).toBeVisible()
    await expect(page.getByText('Léo Martin').first()).toBeVisible()
    await expect(page.getByText(/\d\d\/\d\d\/\d{4} - \d\d:\d\d/).first()).toBeVisible()
    await checkA11y()
    await shot(page, 'confirmation-1280', { fullPage: true })
    await initialJsKb(page) // ≤ 170 KB gzip, as bench:initial-js counts it
    await resizeViewport(page, { width: 375, height: 812 })
    await checkA11y()
    await shot(page, 'confirmation-375', { fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    // The steps of a paid order give way to its confirmation.
    await page.goto(`/booking/passengers?order_id=${orderId}`)
    await expect(page).toHaveURL(/\/booking\/confirmation\?order_id=/)
  })

  test('at 375 px to the summary: every message of the passenger rules next to its field, the price sheet, and the URL in a fresh context with the same cookie resumes with what was typed', async ({
    page,
    browser,
    checkA11y,
  }) => {
    test.setTimeout(180_000)
    await startBooking(page)
    await resizeViewport(page, { width: 375, height: 812 })
    await checkA11y()
    await shot(page, 'fares-375', { fullPage: true })
    await continueButton(page).click()

    // Passengers: 'Continuer' with nothing typed shows each message next to its field.
    await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
    await continueButton(page).click()
    const first = passengerSection(page, 1, 'Adulte')
    await expectRequiredMessages(first)
    await checkA11y()
    await shot(page, 'passengers-errors-375', { fullPage: true })

    // Wrong values, each with its message.
    await first.getByRole('textbox', { name: 'E-mail' }).fill('claire@')
    await first.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('06 12')
    await first.getByRole('textbox', { name: 'Prénom' }).click()
    await expect(first).toContainText('Le numéro de téléphone doit contenir au moins 6 chiffres')
    await first.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('06-12-34-56')
    await first.getByRole('textbox', { name: 'Prénom' }).click()
    await expect(first).toContainText('Le numéro de téléphone ne doit contenir que des chiffres')
    await typeDate(first.getByRole('group', { name: 'Date de naissance' }), '01012020')
    await expect(first).toContainText('Le passager doit être âgé de 12 ans ou plus')
    const child = passengerSection(page, 3, 'Enfant')
    await typeDate(child.getByRole('group', { name: 'Date de naissance' }), '01012010')
    await expect(child).toContainText("L'âge de l'enfant doit être entre 2 et 11 ans")
    const infant = passengerSection(page, 4, 'Bébé')
    await typeDate(infant.getByRole('group', { name: 'Date de naissance' }), '01012022')
    await expect(infant).toContainText("L'âge de l'enfant doit être inférieur à 2 ans")
    // Fixed: every message goes.
    await passengersStep(page)
    for (const section of [first, passengerSection(page, 2, 'Adulte'), child, infant])
      await expect(section).not.toContainText(/est requis|doit contenir|doit être|L'âge|ne doit pas/)
    await shot(page, 'passengers-375', { fullPage: true })
    await continueButton(page).click()
    await expect(page).toHaveURL(/\/booking\/contact\?order_id=/)
    await page.getByRole('textbox', { name: 'Adresse' }).fill('12 rue de la République')

    // Same URL, fresh context, same cookie: the contact step with the passengers and what was typed.
    await expect.poll(async () => (await page.context().cookies()).length).toBeGreaterThan(0)
    // The typed address is saved shortly after typing (debounced): the local mirror says when the server has it.
    const savedAddress = () =>
      page.evaluate(() => {
        const mirror = JSON.parse(localStorage.getItem('horizon-voyages.booking') ?? 'null') as { dirty: boolean; draft: { payer: { address: string } } } | null
        return mirror && !mirror.dirty ? mirror.draft.payer.address : null
      })
    await expect.poll(savedAddress).toBe('12 rue de la République')
    const other = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
    await other.addCookies(await page.context().cookies())
    const device = await other.newPage()
    await device.goto(page.url())
    await expect(device.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Claire')
    await expect(device.getByRole('textbox', { name: 'Adresse' })).toHaveValue('12 rue de la République')
    await other.close()

    await contactStep(page)
    await page.getByRole('button', { name: 'Détails du prix' }).click()
    const sheet = page.getByRole('dialog', { name: 'Votre réservation' })
    await expect(sheet).toContainText('Total')
    await checkA11y()
    await shot(page, 'price-sheet-375', { fullPage: true })
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await shot(page, 'contact-375', { fullPage: true })
    await continueButton(page).click()

    await expect(page).toHaveURL(/\/booking\/ancillaries\?order_id=/)
    await checkA11y()
    await shot(page, 'ancillaries-375', { fullPage: true })
    await continueButton(page).click()
    await expect(page).toHaveURL(/\/booking\/insurance\?order_id=/)
    await checkA11y()
    await shot(page, 'insurance-375', { fullPage: true })
    await continueButton(page).click()
    await page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' }).getByRole('button', { name: 'Aucune assurance' }).click()
    await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)
    await expect(page.getByText('Sans assurance')).toBeVisible()
    await checkA11y()
    await shot(page, 'summary-375', { fullPage: true })
  })
})

/** The frame around the steps: the agency card. */
test.describe('booking frame', () => {
  test("the agency card's 'Horaires et contact' starts at the text's left edge", async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    await startBooking(page)
    const card = page.getByRole('region', { name: 'Votre agence' })
    const action = card.getByRole('button', { name: 'Horaires et contact' })
    await expect(action).toBeVisible()
    // Where the glyphs start: the text's box, not the element's (a button has padding).
    const textLeft = (name: string) =>
      card.getByText(name, { exact: true }).evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return range.getBoundingClientRect().left
      })
    const paragraphLeft = await textLeft('Votre agence vous accompagne avant et après votre voyage.')
    expect(Math.abs((await textLeft('Horaires et contact')) - paragraphLeft)).toBeLessThanOrEqual(1)
    await card.scrollIntoViewIfNeeded()
    await shot(page, 'agency-card-1280')
    await checkA11y()
  })
})

/** One booking open twice (two tabs, or a second device on the same session): neither loses what the other typed. */
test.describe('booking in two tabs', () => {
  test('each tab’s typing is kept: the later save merges the earlier one, and shows it', async ({ page, browser }) => {
    test.setTimeout(180_000)
    await startBooking(page)
    if (/\/booking\/fares/.test(page.url())) await continueButton(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Informations des passagers' })).toBeVisible({ timeout: 20_000 })
    const url = page.url()
    // The other tab: the same session cookie, its own storage (no mirror shared with this one).
    const session = { cookies: await page.context().cookies(), origins: [] }
    const other = await browser.newContext({ storageState: session, baseURL: new URL(url).origin })
    const fresh = await browser.newContext({ storageState: session, baseURL: new URL(url).origin })
    try {
      const tab = await other.newPage()
      await tab.goto(url)
      await waitForHydration(tab)
      const firstName = (p: typeof page, n: number, type: string) => passengerSection(p, n, type).getByRole('textbox', { name: 'Prénom' })
      const saved = (p: typeof page) => p.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST' && r.ok())

      // This tab first, saved; then the other one, whose copy predates it.
      const firstSave = saved(page)
      await firstName(page, 1, 'Adulte').fill('Claire')
      await firstSave
      await firstName(tab, 2, 'Adulte').fill('Paul')
      // Its save is refused (the booking changed since its copy), merged, and sent again: it now shows Claire too.
      await expect(firstName(tab, 1, 'Adulte')).toHaveValue('Claire', { timeout: 15_000 })
      await expect(firstName(tab, 2, 'Adulte')).toHaveValue('Paul')

      // The booking as the server keeps it (a third browser, no local copy): both.
      const check = await fresh.newPage()
      await expect(async () => {
        await check.goto(url)
        await waitForHydration(check)
        await expect(firstName(check, 1, 'Adulte')).toHaveValue('Claire', { timeout: 1_000 })
        await expect(firstName(check, 2, 'Adulte')).toHaveValue('Paul', { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
    } finally {
      await other.close()
      await fresh.close()
    }
  })
})
