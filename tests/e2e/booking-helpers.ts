import type { Locator, Page } from '@playwright/test'
import { day, expect, waitForHydration } from './fixtures.ts'

/** Shared steps of the booking browser tests. */

export const SEARCH = `/search?from=PAR&to=NYC&fromLabel=Paris&toLabel=New%20York&departure=${day(40)}&return=${day(47)}&adults=2&childrens=1&infants=1`

/** Results → detail → 'Sélectionner' → agency → /booking/fares?order_id=…; returns the order id. */
export async function startBooking(page: Page): Promise<string> {
  await page.goto(SEARCH)
  await page.waitForLoadState('networkidle')
  // The result list is a lazy part: its links work before it hydrates (a full page load), but
  // this flow is about the booking, so it starts from the hydrated page.
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Voir le détail/ })
    .first()
    .click()
  await expect(page).toHaveURL(/detail=/)
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
  await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible({ timeout: 20_000 })
  await panel.getByRole('button', { name: 'Sélectionner', exact: true }).last().click()
  const ask = page.getByRole('alertdialog', { name: 'Veuillez sélectionner votre agence' })
  await ask.getByRole('button', { name: 'Valider' }).click()
  const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
  await drawer
    .getByRole('list', { name: 'Agences' })
    .getByRole('button', { name: /^Choisir l'agence/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/booking\/(fares|passengers)\?order_id=\d+/, { timeout: 30_000 })
  return new URL(page.url()).searchParams.get('order_id')!
}

export async function typeDate(group: Locator, ddmmyyyy: string) {
  await group.getByRole('spinbutton', { name: /jour/i }).focus()
  await group.page().keyboard.type(ddmmyyyy)
}

export async function fillPassenger(
  section: Locator,
  p: { civ: 'Monsieur' | 'Madame'; first: string; last: string; birth: string; email?: string; phone?: string },
) {
  await section.getByRole('radiogroup', { name: 'Civilité' }).getByText(p.civ, { exact: true }).click()
  await section.getByRole('textbox', { name: 'Prénom' }).fill(p.first)
  await section.getByRole('textbox', { name: 'Nom', exact: true }).fill(p.last)
  await typeDate(section.getByRole('group', { name: 'Date de naissance' }), p.birth)
  if (p.email) await section.getByRole('textbox', { name: 'E-mail' }).fill(p.email)
  if (p.phone) await section.getByRole('textbox', { name: 'Numéro de téléphone' }).fill(p.phone)
}

/** An empty adult's form after 'Continuer': each required-field message of §5 next to its field, the focus on the first one. */
export async function expectRequiredMessages(form: Locator) {
  await expect(form.getByRole('radiogroup', { name: 'Civilité' })).toContainText('La salutation est requise')
  await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(/Le prénom est requis/)
  await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveAccessibleDescription(/Le nom est requis/)
  await expect(form).toContainText('La date de naissance est requise')
  await expect(form).toContainText("L'e-mail est requis pour au moins un passager adulte")
  await expect(form).toContainText('Le numéro de téléphone est requis')
  await expect(form.getByRole('radio', { name: 'Monsieur' })).toBeFocused()
}

export const passengerSection = (page: Page, n: number, type: string) => page.getByRole('region', { name: `Passager ${n} (${type})` })
/** A reload, then the wait for hydration (these flows read client state: the draft's mirror). */
export async function reloadHydrated(page: Page) {
  await page.reload()
  await waitForHydration(page)
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuer' })

/** The summary's four terms (the opt-ins beside them are left as they are). */
export const TERM_BOXES = [
  "J'ai compris que ma commande implique une obligation de paiement",
  "J'ai lu et j'accepte les conditions particulières de vente",
  "J'ai pris connaissance des formalités administratives et sanitaires de ma destination",
  "J'ai pris connaissance des formalités applicables aux enfants mineurs",
] as const
export const termBoxes = (page: Page) => TERM_BOXES.map((name) => page.getByRole('checkbox', { name, exact: true }))

/** Ticks the summary's terms not yet ticked (by their labels, as a pointer user does). */
export async function acceptTerms(page: Page) {
  for (const box of termBoxes(page)) if (!(await box.isChecked())) await box.locator('xpath=ancestor::label').click()
}

export async function passengersStep(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Informations des passagers' })).toBeVisible({ timeout: 20_000 })
  await fillPassenger(passengerSection(page, 1, 'Adulte'), {
    civ: 'Madame',
    first: 'Claire',
    last: 'Martin',
    birth: '02041985',
    email: 'claire.martin@example.fr',
    phone: '06 12 34 56 78',
  })
  await fillPassenger(passengerSection(page, 2, 'Adulte'), { civ: 'Monsieur', first: 'Paul', last: 'Martin', birth: '15071983' })
  await fillPassenger(passengerSection(page, 3, 'Enfant'), { civ: 'Monsieur', first: 'Léo', last: 'Martin', birth: '10062018' })
  const infantBirth = day(-200).split('-').reverse().join('')
  await fillPassenger(passengerSection(page, 4, 'Bébé'), { civ: 'Madame', first: 'Inès', last: 'Martin', birth: infantBirth })
  await passengerSection(page, 1, 'Adulte').getByText('Ce passager règle la commande').click()
}

export async function contactStep(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Coordonnées du payeur' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Claire')
  await page.getByRole('textbox', { name: 'Adresse' }).fill('12 rue de la République')
  await page.getByRole('textbox', { name: 'Code postal' }).fill('69002')
  await page.getByRole('textbox', { name: 'Ville' }).fill('Lyon')
}

/** From the passengers step, filled as `passengersStep` and `contactStep` fill them, to the ancillaries step. */
export async function travellersToAncillaries(page: Page) {
  await passengersStep(page)
  await continueButton(page).click()
  await contactStep(page)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/ancillaries\?order_id=/)
}

/**
 * Initial JS (gzip) of the page's server HTML, as `bench:initial-js` counts it, for the booking
 * steps (the bench cannot reach them: they need an order of the session): at most 170 KB. Logged
 * and returned.
 */
export async function initialJsKb(page: Page): Promise<number> {
  // The bench's own count: the page's module tags and the entry loader's chunks (server/deferred-entry.ts).
  const { pageJs } = (await import('../bench/helpers.mjs')) as { pageJs: (html: string, label: string) => { files: number; gzip: number } }
  const pathname = new URL(page.url()).pathname
  const { files, gzip } = pageJs(await (await page.request.get(page.url())).text(), pathname)
  const kb = gzip / 1024
  console.log(`initial JS ${pathname}: ${kb.toFixed(1)} KB gzip (${files} files)`)
  expect(kb, `initial JS of ${pathname}`).toBeLessThanOrEqual(170)
  return kb
}

/**
 * From the contact step (passengers done) to the demo payment page: the address, no option, no
 * insurance, payment by card, the terms, 'Payer'. The payment page is then open (on whichever
 * origin the API named it).
 */
export async function contactToPayment(page: Page) {
  await contactStep(page)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/ancillaries\?order_id=/)
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/insurance\?order_id=/)
  await continueButton(page).click()
  await page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' }).getByRole('button', { name: 'Aucune assurance' }).click()
  await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)
  await expect(page.getByText('Claire Martin').first()).toBeVisible()
  await page.getByRole('radiogroup', { name: 'Moyen de paiement' }).getByText('Carte bancaire').first().click()
  await acceptTerms(page)
  await page.getByRole('button', { name: /Payer/ }).last().click()
  await expect(page).toHaveURL(/\/api\/v2\/demo\/payment\//)
}
