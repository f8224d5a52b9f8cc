import type { Locator, Page } from '@playwright/test'
import { box, day, expect, settled, test, waitForHydration, shot } from './fixtures'

/**
 * The date picker's prices: the lowest price of each day for the form's route, passengers and
 * stay, read in each day's name, equal to the results' cheapest for that day (the flexible-dates
 * strip's price of the search's own day); by keyboard; at 375 px, a vertical list of months.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Rechercher un vol' }).first()
const dayName = (offset: number) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offset * 86_400_000),
  )
/** The euros of '… 1 234,50 €' (spaces of any kind, decimals dropped). */
const euros = (text: string | null) => Number(/(\d[\d\s\u202f\u00a0]*)(?:,\d+)?\s*€/.exec(text ?? '')![1]!.replace(/\D/g, ''))

async function openVol(page: Page) {
  await page.goto('/vol')
  await expect(page.locator('form[data-ready]').first()).toBeAttached()
  await waitForHydration(page)
}

async function pickPlace(page: Page, field: 'Départ' | 'Destination', text: string, option: RegExp) {
  const picker = page.getByRole('dialog', { name: field === 'Départ' ? 'Ville ou aéroport de départ' : 'Ville ou aéroport de destination' })
  if (!(await picker.isVisible()))
    await form(page)
      .getByRole('button', { name: new RegExp(`^${field}`) })
      .click()
  await picker.getByRole('searchbox').fill(text)
  await picker.getByRole('option', { name: option }).first().click()
  await expect(picker).toHaveCount(0)
}

/** A day's button in the open calendar, once its price (or 'aucun vol') is in its name. */
const priced = (calendar: Locator, offset: number) =>
  calendar.getByRole('button', { name: new RegExp(`(^|, )${dayName(offset)}\\b[^:]*, (à partir de \\d|aucun vol)`, 'i') })
const anyDay = (calendar: Locator, offset: number) => calendar.getByRole('button', { name: new RegExp(`(^|, )${dayName(offset)}\\b`, 'i') })

test.describe('prices in the date picker', () => {
  test("PAR → NCE: each day's price, by keyboard, equal to the results' cheapest of that day", async ({ page, checkA11y, isMobile }) => {
    test.skip(isMobile, 'the phone layout has its own test')
    test.setTimeout(120_000)
    await openVol(page)
    await pickPlace(page, 'Départ', 'paris', /^Paris PAR/)
    await pickPlace(page, 'Destination', 'nice', /^Nice/)

    // The dates by keyboard: the calendar opens on the default departure, arrows move, Enter picks.
    await form(page)
      .getByRole('button', { name: /^Aller/ })
      .click()
    const calendar = page.getByRole('dialog', { name: 'Dates du voyage' })
    await expect(priced(calendar, 3)).toBeVisible({ timeout: 30_000 })
    // Prices under the days, the cheapest highlighted, every day's name carrying its price.
    await expect(calendar.locator('[data-emphasis="highlight"]').first()).toBeVisible()
    await settled(page)
    await checkA11y()
    await shot(page, 'flights-calendar-prices-1280x800')
    await calendar.getByRole('grid').first().locator('[tabindex="0"]').focus()
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight')
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`${dayName(10)}, (à partir de \\d|aucun vol)`, 'i'))
    await page.keyboard.press('Enter')
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(calendar).toHaveCount(0)

    // Open again: the stay is now 7 nights; the departure's price for that stay.
    await form(page)
      .getByRole('button', { name: /^Aller/ })
      .click()
    const departure = priced(calendar, 10)
    await expect(departure).toBeVisible({ timeout: 30_000 })
    const calendarPrice = euros(await departure.getAttribute('aria-label'))
    expect(calendarPrice).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(calendar).toHaveCount(0)

    // The results of that day: the strip's price of the search's own day is the list's cheapest.
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?.*departure=${day(10)}&return=\\d{4}-`))
    const current = page.getByRole('navigation', { name: 'Dates flexibles' }).locator('[aria-current="date"]')
    await expect(current).toBeVisible({ timeout: 30_000 })
    expect(euros(await current.textContent())).toBe(calendarPrice)
  })

  test('375×812: every month in a vertical list, opening on the chosen dates, with prices @mobile', async ({ page, isMobile, checkA11y }) => {
    test.skip(!isMobile, 'phone layout')
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 375, height: 812 })
    await openVol(page)
    await pickPlace(page, 'Départ', 'paris', /^Paris PAR/)
    await pickPlace(page, 'Destination', 'nice', /^Nice/)
    // Dates two months ahead, from the URL-less form: pick them in the list.
    await form(page)
      .getByRole('button', { name: /^Aller/ })
      .click()
    const calendar = page.getByRole('dialog', { name: 'Dates du voyage' })
    // Every month from today + 3 days to a year ahead: 12 or 13 titles.
    await expect(calendar.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 30_000 })
    expect(await calendar.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(12)
    await anyDay(calendar, 60).click()
    await anyDay(calendar, 64).click()
    await expect(calendar).toHaveCount(0)

    // Opened again: on the chosen month, whole days wide, prices readable.
    await form(page)
      .getByRole('button', { name: /^Retour/ })
      .click()
    const chosen = priced(calendar, 60)
    await expect(chosen).toBeInViewport({ timeout: 30_000 })
    await expect(calendar.getByRole('button', { name: 'Valider' })).toBeInViewport()
    const cell = await box(chosen)
    expect(cell.height).toBeGreaterThanOrEqual(44)
    // The price line (drawn from data-day-content) at 11 px at least.
    expect(await chosen.evaluate((e) => parseFloat(getComputedStyle(e, '::after').fontSize))).toBeGreaterThanOrEqual(11)
    // Scrolling down shows the next months' prices too.
    const later = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(Date.now() + 100 * 86_400_000))
    await calendar.getByRole('heading', { level: 3, name: later }).scrollIntoViewIfNeeded()
    await priced(calendar, 100).scrollIntoViewIfNeeded({ timeout: 30_000 })
    await expect(priced(calendar, 100)).toBeInViewport()
    await settled(page)
    await checkA11y()
    await shot(page, 'flights-calendar-prices-375x812')
  })
})
