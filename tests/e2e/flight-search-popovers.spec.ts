import type { Page } from '@playwright/test'
import { box, expect, parisNewYork, settled, test, waitForHydration, shot } from './fixtures'

/**
 * Where the search form's calendar and place lists open: popovers that fit on desktop
 * (1280×800, 1280×720), drawers on a phone (375×812), and the autocomplete by keyboard.
 * Screenshots land in test-results/flights-*.png.
 */

/** Further ahead: other generated flights. */
const SEARCH_LATER = parisNewYork(30)
const form = (page: Page) => page.getByRole('form', { name: 'Rechercher un vol' }).first()

async function openVol(page: Page) {
  await page.goto('/vol')
  await expect(page.locator('form[data-ready]').first()).toBeAttached()
  await waitForHydration(page)
}

test.describe('search form popovers', () => {
  test('desktop popovers fit at 1280×800 and 1280×720; the autocomplete by keyboard', async ({ page, checkA11y }) => {
    test.setTimeout(90_000)
    for (const height of [800, 720]) {
      await page.setViewportSize({ width: 1280, height })
      await openVol(page)

      // The calendar: whole in the viewport, the selected days above 'Valider', the two months' rows aligned.
      await form(page)
        .getByRole('button', { name: /^Aller/ })
        .click()
      const calendar = page.getByRole('dialog', { name: 'Dates du voyage' })
      await expect(calendar.getByRole('grid')).toHaveCount(2)
      await settled(page)
      const popover = await box(calendar)
      expect(popover.y).toBeGreaterThanOrEqual(0)
      expect(popover.y + popover.height).toBeLessThanOrEqual(height)
      const validate = await box(calendar.getByRole('button', { name: 'Valider' }))
      expect(validate.y + validate.height).toBeLessThanOrEqual(height)
      const selected = await box(calendar.locator('[role="gridcell"][aria-selected="true"]').first())
      expect(selected.y + selected.height).toBeLessThanOrEqual(validate.y)
      const rowHeights = await calendar
        .getByRole('grid')
        .evaluateAll((grids) => grids.map((g) => [...g.querySelectorAll('tbody tr')].map((r) => Math.round(r.getBoundingClientRect().height))))
      expect(new Set(rowHeights.flat()).size).toBe(1)
      const firstRows = await calendar
        .getByRole('grid')
        .evaluateAll((grids) => grids.map((g) => Math.round(g.querySelector('tbody tr')!.getBoundingClientRect().top)))
      expect(firstRows[0]).toBe(firstRows[1])
      await checkA11y()
      await shot(page, `flights-calendar-1280x${height}`)
      await page.keyboard.press('Escape')
      await expect(calendar).toHaveCount(0)

      // The departure list: more than 3 suggestions in view.
      await form(page)
        .getByRole('button', { name: /^Départ/ })
        .click()
      const departure = page.getByRole('dialog', { name: 'Ville ou aéroport de départ' })
      await departure.getByRole('searchbox').fill('par')
      await expect(departure.getByRole('option', { name: /Paris-Charles de Gaulle/ })).toBeVisible()
      await settled(page)
      const picker = await box(departure)
      expect(picker.y).toBeGreaterThanOrEqual(0)
      expect(picker.y + picker.height).toBeLessThanOrEqual(height)
      let inView = 0
      for (const option of await departure.getByRole('option').all()) {
        const b = await option.boundingBox()
        if (b && b.y >= picker.y && b.y + b.height <= picker.y + picker.height) inView++
      }
      expect(inView).toBeGreaterThan(3)
      await checkA11y()
      await shot(page, `flights-locations-1280x${height}`)

      // Nothing pre-highlighted: ArrowDown + Enter picks the first (a prefix match), and moves on to the destination.
      await expect(departure.getByRole('option').first()).toContainText(/^Paris/)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(form(page).getByRole('button', { name: /^Départ/ })).toContainText('Paris (PAR)')
      const destination = page.getByRole('dialog', { name: 'Ville ou aéroport de destination' })
      await expect(destination.getByRole('searchbox')).toBeFocused()
      // One Escape closes and keeps the text; the form then asks to choose in the list.
      await page.keyboard.type('lisb')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(form(page).getByRole('button', { name: /^Destination/ })).toContainText('lisb')
      await form(page).getByRole('button', { name: 'Rechercher' }).click()
      await expect(form(page).getByText('Veuillez sélectionner une ville de destination dans la liste proposée')).toBeVisible()
    }
  })
})

test.describe('search form drawers on a phone @mobile', () => {
  test('375×812: drawers for the calendar and places, the rich card, the detail panel', async ({ page, isMobile, checkA11y }) => {
    test.skip(!isMobile, 'phone layout')
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 375, height: 812 })
    await openVol(page)
    await form(page)
      .getByRole('button', { name: /^Aller/ })
      .click()
    const calendar = page.getByRole('dialog', { name: 'Dates du voyage' })
    await expect(calendar.getByRole('grid').first()).toBeVisible()
    await settled(page)
    await expect(calendar.getByRole('button', { name: 'Valider' })).toBeInViewport()
    await checkA11y()
    await shot(page, 'flights-calendar-375x812')
    await calendar.getByRole('button', { name: 'Valider' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await form(page)
      .getByRole('button', { name: /^Départ/ })
      .click()
    const departure = page.getByRole('dialog', { name: 'Ville ou aéroport de départ' })
    await departure.getByRole('searchbox').fill('par')
    await expect(departure.getByRole('option', { name: /Paris-Charles de Gaulle/ })).toBeVisible()
    await settled(page)
    await checkA11y()
    await shot(page, 'flights-locations-375x812')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.goto(SEARCH_LATER)
    await waitForHydration(page)
    const card = page.getByRole('list', { name: 'Vols' }).getByRole('article').first()
    await expect(card).toBeVisible()
    // The rich card on a phone.
    expect((await box(card)).height).toBeGreaterThan(150)
    await shot(page, 'flights-list-375x812')
    await card.getByRole('link', { name: /Voir le détail/ }).click()
    const panel = page.getByRole('dialog')
    await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible({ timeout: 20_000 })
    await settled(page)
    await checkA11y()
    await panel.locator('section[aria-labelledby="services"]').scrollIntoViewIfNeeded()
    await shot(page, 'flights-detail-375x812')
  })
})
