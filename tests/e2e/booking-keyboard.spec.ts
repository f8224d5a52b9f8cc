import type { Page } from '@playwright/test'
import { expectRequiredMessages, termBoxes } from './booking-helpers'
import { day, expect, retype, tabTo, test, waitForHydration } from './fixtures'

/**
 * The whole booking once by keyboard alone: from the results' 'Sélectionner' to the
 * confirmation, with Tab, Shift+Tab, Enter, Space and the arrow keys only (no click, no fill).
 * One adult, so the passengers step is one form.
 */

const SEARCH_ONE_ADULT = `/search?from=PAR&to=NYC&fromLabel=Paris&toLabel=New%20York&departure=${day(40)}&return=${day(47)}&adults=1`

/** After a step change the focus is on the new step's title (announced), not lost on the page. */
async function expectStepFocused(page: Page, title: string) {
  await expect(page).toHaveURL(/\/booking\/\w+\?order_id=\d+/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused({ timeout: 20_000 })
}

const press = (page: Page, key: string) => page.keyboard.press(key)

test('the whole booking by keyboard alone at 1280 px: results → fare → passenger → payer → option → insurance → summary → demo payment → confirmation', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(300_000)
  await page.goto(SEARCH_ONE_ADULT)
  await page.waitForLoadState('networkidle')
  await waitForHydration(page)

  // Results: the first flight's details, then its fare's 'Sélectionner'.
  await tabTo(page.getByRole('link', { name: /^Voir le détail/ }).first(), { max: 120 })
  await press(page, 'Enter')
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
  await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible({ timeout: 20_000 })
  // The panel's last 'Sélectionner' books the flight (the ones above choose a fare in it).
  await tabTo(panel.getByRole('button', { name: 'Sélectionner', exact: true }).last())
  await press(page, 'Enter')
  const ask = page.getByRole('alertdialog', { name: 'Veuillez sélectionner votre agence' })
  await expect(ask).toBeVisible()
  await tabTo(ask.getByRole('button', { name: 'Valider' }))
  await press(page, 'Enter')
  const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
  const agency = drawer
    .getByRole('list', { name: 'Agences' })
    .getByRole('button', { name: /^Choisir l'agence/ })
    .first()
  await expect(agency).toBeVisible({ timeout: 20_000 })
  await tabTo(agency)
  await press(page, 'Enter')

  // Fares: the title has the focus; the base fare is checked, Flex chosen, then 'Continuer'.
  await expectStepFocused(page, 'Choisissez votre tarif')
  await waitForHydration(page)
  const flex = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flex' }) })
  // The fares are one radio group: Tab reaches the checked one (the base fare), the arrows choose.
  await tabTo(page.getByRole('radio', { checked: true }))
  for (let i = 0; i < 5 && !(await flex.getByRole('radio').isChecked()); i++) await press(page, 'ArrowDown')
  await expect(flex.getByRole('radio')).toBeChecked()
  await expect(flex.getByRole('radio')).toBeFocused()
  await tabTo(page.getByRole('button', { name: 'Continuer' }))
  await press(page, 'Enter')

  // Passengers: 'Continuer' with nothing typed → the §5 messages, focus on the first invalid field.
  await expectStepFocused(page, 'Informations des passagers')
  const form = page.getByRole('region', { name: 'Passager 1 (Adulte)' })
  await tabTo(page.getByRole('button', { name: 'Continuer' }))
  await press(page, 'Enter')
  await expectRequiredMessages(form)
  await checkA11y()
  // Civilité with the arrow keys, then each field in tab order.
  await press(page, 'ArrowRight')
  await expect(form.getByRole('radio', { name: 'Madame' })).toBeChecked()
  await tabTo(form.getByRole('textbox', { name: 'Prénom' }))
  await retype(page, 'Claire')
  await tabTo(form.getByRole('textbox', { name: 'Nom', exact: true }))
  await retype(page, 'Martin')
  await tabTo(form.getByRole('group', { name: 'Date de naissance' }).getByRole('spinbutton', { name: /jour/i }))
  await page.keyboard.type('02041985')
  await tabTo(form.getByRole('textbox', { name: 'E-mail' }))
  await retype(page, 'claire.martin@example.fr')
  await tabTo(form.getByRole('textbox', { name: 'Numéro de téléphone' }))
  await retype(page, '06 12 34 56 78')
  await tabTo(form.getByRole('checkbox', { name: 'Ce passager règle la commande' }))
  await press(page, 'Space')
  await expect(form.getByRole('checkbox', { name: 'Ce passager règle la commande' })).toBeChecked()
  await expect(form).not.toContainText(/est requis|doit contenir|doit être/)
  await tabTo(page.getByRole('button', { name: 'Continuer' }))
  await press(page, 'Enter')

  // Payer: the passenger's name is there; the address by keyboard.
  await expectStepFocused(page, 'Coordonnées du payeur')
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Claire')
  await tabTo(page.getByRole('textbox', { name: 'Adresse' }))
  await retype(page, '12 rue de la République')
  await tabTo(page.getByRole('textbox', { name: 'Code postal' }))
  await retype(page, '69002')
  await tabTo(page.getByRole('textbox', { name: 'Ville' }))
  await retype(page, 'Lyon')
  await tabTo(page.getByRole('button', { name: 'Continuer' }))
  await press(page, 'Enter')

  // Options: the first one chosen.
  await expectStepFocused(page, 'Options de voyage')
  const option = page.getByRole('button', { name: 'Sélectionner' }).first()
  await tabTo(option)
  await press(page, 'Enter')
  await expect(page.getByRole('button', { name: 'Sélectionné' }).first()).toBeFocused()
  await tabTo(page.getByRole('button', { name: 'Continuer' }))
  await press(page, 'Enter')

  // Insurance: 'Continuer' with none asks first; 'Je choisis une assurance', then one chosen.
  await expectStepFocused(page, 'Assurance voyage')
  await tabTo(page.getByRole('button', { name: 'Continuer' }))
  await press(page, 'Enter')
  const none = page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' })
  await expect(none).toBeVisible()
  // The focus moves into the dialog (react-aria focuses the dialog itself, which reads its text).
  await expect.poll(() => none.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await tabTo(none.getByRole('button', { name: 'Je choisis une assurance' }))
  await press(page, 'Enter')
  await expect(none).toBeHidden()
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeFocused()
  await tabTo(page.getByRole('button', { name: 'Sélectionner' }).first(), { back: true })
  await press(page, 'Enter')
  await expect(page.getByRole('button', { name: 'Sélectionné' })).toHaveCount(1)
  await tabTo(page.getByRole('button', { name: 'Continuer' }))
  await press(page, 'Enter')

  // Summary: 'Payer' with nothing chosen → the messages, focus on the payment method.
  await expectStepFocused(page, 'Récapitulatif et paiement')
  const pay = page.getByRole('button', { name: /^Payer/ })
  await tabTo(pay)
  await press(page, 'Enter')
  await expect(page.getByText('Vous devez sélectionner un moyen de paiement')).toBeVisible()
  await expect(page.getByText('Vous devez valider les conditions générales de vente').first()).toBeVisible()
  const methods = page.getByRole('radiogroup', { name: 'Moyen de paiement' })
  await expect(methods.getByRole('radio').first()).toBeFocused()
  await checkA11y()
  const card = methods.getByRole('radio', { name: 'Carte bancaire', exact: true })
  for (let i = 0; i < 6 && !(await card.isChecked()); i++) await press(page, 'ArrowDown')
  await expect(card).toBeChecked()
  // The four terms, then the payer's opt-ins: no account, the newsletter (its default) kept.
  await expect(page.getByRole('checkbox')).toHaveCount(6)
  for (const box of termBoxes(page)) {
    await tabTo(box)
    await press(page, 'Space')
    await expect(box).toBeChecked()
  }
  const account = page.getByRole('checkbox', { name: 'Créer mon compte Horizon Voyages avec ces informations' })
  await tabTo(account)
  await expect(account).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Recevoir nos bons plans et offres de voyage par e-mail' })).toBeChecked()
  await expect(page.getByText('Vous devez valider les conditions générales de vente')).toHaveCount(0)
  await tabTo(pay)
  await press(page, 'Enter')

  // The demo payment page, then the confirmation.
  await expect(page).toHaveURL(/\/api\/v2\/demo\/payment\//, { timeout: 30_000 })
  await tabTo(page.getByRole('button', { name: /^Payer/ }))
  await press(page, 'Enter')
  await expect(page).toHaveURL(/\/booking\/confirmation\?order_id=/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Claire Martin').first()).toBeVisible()
  await checkA11y()
  // The booking's calendar file, by keyboard too.
  await tabTo(page.getByRole('link', { name: 'Ajouter au calendrier' }))
  const [calendar] = await Promise.all([page.waitForEvent('download'), press(page, 'Enter')])
  expect(calendar.suggestedFilename()).toMatch(/^voyage-[A-Z0-9]{6}\.ics$/)
})
