import type { Page } from '@playwright/test'
import { continueButton, startBooking, travellersToAncillaries } from './booking-helpers'
import { expect, holdServerFunctions, test, shot } from './fixtures'

/**
 * Booking on a phone: each step's action is in the bottom bar, on the first screen, beside the
 * total and the chosen fare; the fares are radios with the base fare checked until another is chosen.
 */

/** The step's action on the first screen (the page scrolled to its top), in the bar with the total. */
async function expectActionInBar(page: Page, name: string | RegExp = 'Continuer') {
  await page.evaluate(() => window.scrollTo(0, 0))
  const action = page.getByRole('button', { name })
  await expect(action).toBeInViewport({ ratio: 1 })
  await expect(action.locator('..')).toContainText('Total TTC')
}

test.describe('booking at 375 px @mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test.skip(({ isMobile }) => !isMobile, 'the mobile project runs it (a phone: touch, 375 px)')

  test('through every step with the bottom bar: the base fare checked, then Flex, shown in the bar; axe clean', async ({ page, checkA11y }) => {
    test.setTimeout(240_000)
    await startBooking(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre tarif' })).toBeVisible()

    // Fares: one radio group; the fare at the flight's price is checked, as 'Continuer' keeps it.
    const fares = page.getByRole('radiogroup', { name: 'Nos tarifs pour ce vol' })
    const checked = fares.getByRole('radio', { checked: true })
    await expect(checked).toHaveCount(1)
    const base = page.getByRole('listitem').filter({ has: page.getByRole('radio', { checked: true }) })
    await expect(base).toContainText('Tarif de base')
    const baseName = (await checked.evaluate((el) => el.closest('label')?.textContent ?? '')).trim()
    await expect(page.getByText(`Total TTC · tarif ${baseName}`)).toBeVisible()
    await expectActionInBar(page)
    await checkA11y()
    await shot(page, 'mobile-fares-375')

    const flex = fares.getByRole('radio', { name: 'Flex', exact: true })
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('radio', { name: 'Flex', exact: true }) })
      .click() // the middle of the card, on its services
    await expect(flex).toBeChecked()
    await expect(fares.getByRole('radio', { checked: true })).toHaveCount(1)
    await expect(page.getByText('Total TTC · tarif Flex')).toBeVisible()
    // While the next step loads (its reply held), the page is axe-clean too.
    const release = await holdServerFunctions(page)
    await continueButton(page).click()
    await expect(page.getByRole('progressbar').first()).toBeVisible()
    await checkA11y()
    release()

    // Passengers and contact: each form's 'Continuer' is the bar's.
    await expect(page).toHaveURL(/\/booking\/passengers\?order_id=/)
    await expectActionInBar(page)
    await checkA11y()
    await shot(page, 'mobile-passengers-375')
    await travellersToAncillaries(page)

    await expectActionInBar(page)
    await continueButton(page).click()
    await expect(page).toHaveURL(/\/booking\/insurance\?order_id=/)
    await expectActionInBar(page)
    await continueButton(page).click()
    await page.getByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' }).getByRole('button', { name: 'Aucune assurance' }).click()

    // Summary: the bar's action pays, the fare still named in it.
    await expect(page).toHaveURL(/\/booking\/summary\?order_id=/)
    await expectActionInBar(page, /^Payer /)
    await expect(page.getByText('Total TTC · tarif Flex')).toBeVisible()
    await checkA11y()
    await shot(page, 'mobile-summary-375')
  })
})
