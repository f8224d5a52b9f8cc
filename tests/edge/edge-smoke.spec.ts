import { SEARCH } from '../e2e/booking-helpers'
import { expect, test } from '../e2e/fixtures'

/**
 * The edge build on workerd, the smoke suite of the issue: home, /vol, a search deep
 * link, the detail panel, the agency drawer. (A booking past the drawer does not work there
 * yet on the edge build.)
 */
test('edge build on workerd: home, /vol, search deep link, detail panel, agency drawer', async ({ page, checkA11y }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await checkA11y()
  await page.goto('/vol')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await checkA11y()

  await page.goto(SEARCH)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Voir le détail/ }).first()).toBeVisible()
  await checkA11y()
  await page
    .getByRole('link', { name: /^Voir le détail/ })
    .first()
    .click()
  await expect(page).toHaveURL(/detail=/)
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
  await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible({ timeout: 20_000 })
  await checkA11y()
  await panel.getByRole('button', { name: 'Sélectionner', exact: true }).last().click()
  await page.getByRole('alertdialog', { name: 'Veuillez sélectionner votre agence' }).getByRole('button', { name: 'Valider' }).click()
  const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
  await expect(
    drawer
      .getByRole('list', { name: 'Agences' })
      .getByRole('button', { name: /^Choisir l'agence/ })
      .first(),
  ).toBeVisible()
  await checkA11y()
})
