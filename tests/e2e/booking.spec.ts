import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The booking flow (issue 12): from a chosen flight to a paid, confirmed order. Each test starts
 * its own order from the results (the demo API keeps orders per session cookie).
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const SEARCH = `/search?from=PAR&to=NYC&fromLabel=Paris&toLabel=New%20York&departure=${day(40)}&return=${day(47)}&adults=2&childrens=1&infants=1`
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/booking-${name}.png`, fullPage: true })

/** Results → detail → 'Sélectionner' → agency → /booking/fares?order_id=…; returns the order id. */
async function startBooking(page: Page): Promise<string> {
  await page.goto(SEARCH)
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: /^Voir le détail/ }).first().click()
  await expect(page).toHaveURL(/detail=/)
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
  await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible({ timeout: 20_000 })
  await panel.getByRole('button', { name: 'Sélectionner', exact: true }).last().click()
  const ask = page.getByRole('alertdialog', { name: 'Veuillez sélectionner votre agence' })
  await ask.getByRole('button', { name: 'Valider' }).click()
  const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
  await drawer.getByRole('list', { name: 'Agences' }).getByRole('button', { name: /^Choisir l'agence/ }).first().click()
  await expect(page).toHaveURL(/\/booking\/(fares|passengers)\?order_id=\d+/, { timeout: 30_000 })
  return new URL(page.url()).searchParams.get('order_id')!
}

async function typeDate(group: Locator, ddmmyyyy: string) {
  await group.getByRole('spinbutton', { name: /jour/i }).focus()
  await group.page().keyboard.type(ddmmyyyy)
}

async function fillPassenger(section: Locator, p: { civ: 'Monsieur' | 'Madame'; first: string; last: string; birth: string; email?: string; phone?: string }) {
  await section.getByRole('radiogroup', { name: 'Civilité' }).getByText(p.civ, { exact: true }).click()
  await section.getByRole('textbox', { name: 'Prénom' }).fill(p.first)
  await section.getByRole('textbox', { name: 'Nom', exact: true }).fill(p.last)
  await typeDate(section.getByRole('group', { name: 'Date de naissance' }), p.birth)
  if (p.email) await section.getByRole('textbox', { name: 'E-mail' }).fill(p.email)
  if (p.phone) await section.getByRole('textbox', { name: 'Numéro de téléphone' }).fill(p.phone)
}

const passengerSection = (page: Page, n: number, type: string) => page.getByRole('region', { name: `Passager ${n} (${type})` })
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuer' })

async function passengersStep(page: Page) {
  await fillPassenger(passengerSection(page, 1, 'Adulte'), { civ: 'Madame', first: 'Claire', last: 'Martin', birth: '02041985', email: 'claire.martin@example.fr', phone: '06 12 34 56 78' })
  await fillPassenger(passengerSection(page, 2, 'Adulte'), { civ: 'Monsieur', first: 'Paul', last: 'Martin', birth: '15071983' })
  await fillPassenger(passengerSection(page, 3, 'Enfant'), { civ: 'Monsieur', first: 'Léo', last: 'Martin', birth: '10062018' })
  const infantBirth = day(-200).split('-').reverse().join('')
  await fillPassenger(passengerSection(page, 4, 'Bébé'), { civ: 'Madame', first: 'Inès', last: 'Martin', birth: infantBirth })
  await passengerSection(page, 1, 'Adulte').getByText('Ce passager règle la commande').click()
}

async function contactStep(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Claire')
  await page.getByRole('textbox', { name: 'Adresse' }).fill('12 rue de la République')
  await page.getByRole('textbox', { name: 'Code postal' }).fill('69002')
  await page.getByRole('textbox', { name: 'Ville' }).fill('Lyon')
}

test.describe('booking flow', () => {
  test('a full booking at 1280 px: fare → 4 passengers → payer → combined option → insurance → 3x → demo payment → confirmation; every reload keeps everything', async ({ page, checkA11y }) => {
    test.setTimeout(180_000)
    const orderId = await startBooking(page)

    // Fares
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre tarif' })).toBeVisible()
    await expect(page.getByText(`Commande n° ${orderId}`)).toBeVisible()
    await expect(page.getByRole('navigation', { name: /étapes/i }).or(page.getByRole('list', { name: /étapes/i })).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Vol sélectionné' })).toContainText(/Du \d\d-\d\d au \d\d-\d\d/)
    await expect(page.getByRole('region', { name: 'Vol sélectionné' })).toContainText('4 voyageurs')
    await checkA11y()
    await shot(page, 'fares-1280')
    const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
    await flex.getByRole('button', { name: 'Sélectionner' }).click()
    await expect(flex.getByRole('button', { name: 'Sélectionné' })).toBeVisible()
    await page.reload()
    await expect(flex.getByRole('button', { name: 'Sélectionné' })).toBeVisible()
    await continueButton(page).click()

    // Passengers
    await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
    await expect(passengerSection(page, 4, 'Bébé')).toBeVisible()
    await checkA11y()
    await passengersStep(page)
    await shot(page, 'passengers-1280')
    await page.reload()
    await expect(passengerSection(page, 3, 'Enfant').getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léo')
    await expect(passengerSection(page, 1, 'Adulte').getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveValue('06 12 34 56 78')
    await continueButton(page).click()

    // Contact
    await expect(page).toHaveURL(/\/booking\/contact\?order_id=/)
    await contactStep(page)
    await checkA11y()
    await shot(page, 'contact-1280')
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon')
    await continueButton(page).click()

    // Ancillaries: a combined card (Aller + Retour) for passenger 1
    await expect(page).toHaveURL(/\/booking\/ancillaries\?order_id=/)
    const p1 = page.getByRole('region', { name: /^Passager 1 \(Adulte\)/ })
    const card = p1.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: /^Retour/ }) }).first()
    await card.getByRole('button', { name: 'Sélectionner' }).click()
    await expect(card.getByRole('checkbox', { name: /^Aller/ })).toBeChecked()
    await expect(card.getByRole('checkbox', { name: /^Retour/ })).toBeChecked()
    await expect(card.getByRole('button', { name: 'Sélectionné' })).toBeVisible()
    await checkA11y()
    await shot(page, 'ancillaries-1280')
    await page.reload()
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
    await shot(page, 'insurance-1280')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Sélectionné' })).toHaveCount(1)
    await continueButton(page).click()

    // Summary and payment
    await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)
    await expect(page.getByText('Claire Martin').first()).toBeVisible()
    await page.getByRole('button', { name: /Payer|Continuer|Valider/ }).last().click()
    await expect(page.getByText('Vous devez sélectionner un moyen de paiement')).toBeVisible()
    await expect(page.getByText('Vous devez valider les conditions générales de vente').first()).toBeVisible()
    await checkA11y()
    await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByText('Payer en plusieurs fois').first().click()
    const schedules = page.getByRole('radiogroup', { name: "Nombre d'échéances" })
    await expect(schedules).toBeVisible()
    await schedules.getByText(/3 fois/).first().click()
    await expect(schedules.getByRole('radio', { name: /3 fois/ })).toBeChecked()
    await expect(page.getByRole('heading', { name: 'Échéancier : payer en 3 fois' })).toBeVisible()
    for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.locator('xpath=ancestor::label').click()
    await checkA11y()
    await shot(page, 'summary-1280')
    await page.reload()
    for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked()
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
    await shot(page, 'confirmation-1280')
    // The steps of a paid order give way to its confirmation.
    await page.goto(`/booking/passengers?order_id=${orderId}`)
    await expect(page).toHaveURL(/\/booking\/confirmation\?order_id=/)
  })
})
