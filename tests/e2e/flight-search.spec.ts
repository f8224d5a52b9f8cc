import type { Page } from '@playwright/test'
import { day, expect, settled, test } from './fixtures'

/** The search form (flights.md §2): /vol to /search, on desktop (popovers) and mobile (drawers). */

const form = (page: Page) => page.getByRole('form', { name: 'Rechercher un vol' }).first()

/**
 * A trip type's tab. On /vol the search bar sticks to the top once the page is scrolled, without
 * its trip types: an open calendar or list of places can scroll the page (a six-week month,
 * November 2026, is taller), so first back to the top, as a visitor would.
 */
async function tripType(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  return form(page).getByRole('tab', { name })
}

/** Opens a page and waits for the search form to hydrate (its code loads after the page's). */
async function open(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('form[data-ready]').first()).toBeAttached()
}

/** Opens a place field (unless the form opened it: a departure chosen moves on to an empty destination), types, and picks the suggestion. */
async function pickPlace(page: Page, field: 'Départ' | 'Destination', text: string, option: RegExp, index = 0) {
  const picker = page.getByRole('dialog', { name: field === 'Départ' ? 'Ville ou aéroport de départ' : 'Ville ou aéroport de destination' })
  if (!(await picker.isVisible()))
    await form(page)
      .getByRole('button', { name: new RegExp(`^${field}`) })
      .nth(index)
      .click()
  await picker.getByRole('searchbox').fill(text)
  await picker.getByRole('option', { name: option }).first().click()
  await expect(picker).toHaveCount(0)
}

test.describe('flight search form @mobile', () => {
  test("mobile: 'Tout effacer' in a field's drawer resets the whole form, trip type kept", async ({ page, isMobile }) => {
    test.skip(!isMobile, 'fields open drawers below md; on desktop it clears the field only')
    await open(page, '/vol?_type=oneWay')
    await pickPlace(page, 'Départ', 'par', /^Paris PAR/)
    // The destination's drawer opened by itself: leave it.
    await expect(page.getByRole('dialog', { name: 'Ville ou aéroport de destination' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await form(page)
      .getByRole('button', { name: /^Voyageurs/ })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Voyageurs' })
    await drawer.getByRole('textbox', { name: 'Adultes' }).locator('xpath=..').getByRole('button').nth(1).click()
    await expect(drawer.getByRole('textbox', { name: 'Adultes' })).toHaveValue('2')
    await drawer.getByRole('button', { name: 'Tout effacer' }).click()
    await expect(drawer.getByRole('textbox', { name: 'Adultes' })).toHaveValue('1')
    await drawer.getByRole('button', { name: 'Valider' }).click()
    await expect(form(page).getByRole('button', { name: /^Départ/ })).not.toContainText('Paris')
    await expect(form(page).getByRole('button', { name: /^Voyageurs/ })).toContainText('1 adulte')
    await expect(form(page).getByRole('tab', { name: 'Aller simple' })).toHaveAttribute('aria-selected', 'true')
  })

  test('round trip from the form to the results', async ({ page, checkA11y, isMobile }) => {
    await open(page, '/vol')
    await expect(page.getByRole('heading', { level: 1, name: 'Envolez-vous au meilleur prix' })).toBeVisible()
    await expect(await tripType(page, 'Aller-retour')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: /agence/ }).first()).toBeVisible()
    await checkA11y()

    await form(page)
      .getByRole('button', { name: /^Départ/ })
      .click()
    const picker = page.getByRole('dialog')
    await expect(picker.getByRole('button', { name: 'Tout effacer' })).toBeVisible()
    if (isMobile) await expect(picker.getByRole('button', { name: 'Retour' })).toBeVisible()
    await picker.getByRole('searchbox').fill('par')
    await expect(picker.getByRole('option', { name: /Paris-Charles de Gaulle/ })).toBeVisible()
    // axe reads colours: let the drawer appear and its slide and fade end first.
    await settled(page)
    await checkA11y()
    await picker.getByRole('option', { name: /^Paris PAR/ }).click()
    await expect(form(page).getByRole('button', { name: /^Départ/ })).toContainText('Paris (PAR)')

    await pickPlace(page, 'Destination', 'new york', /New York/)
    await form(page)
      .getByRole('button', { name: /^Voyageurs/ })
      .click()
    const passengers = page.getByRole('dialog')
    await passengers.getByRole('textbox', { name: 'Adultes' }).locator('xpath=..').getByRole('button').nth(1).click()
    await expect(passengers.getByRole('textbox', { name: 'Adultes' })).toHaveValue('2')
    await passengers.getByRole('button', { name: 'Valider' }).click()
    await expect(form(page).getByRole('button', { name: /^Voyageurs/ })).toContainText('2 adultes')

    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/search\?/)
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      from: 'PAR',
      fromLabel: 'Paris (PAR)',
      fromType: 'City',
      fromCountryCode: 'FR',
      to: 'NYC',
      toLabel: 'New York (NYC)',
      toCountryCode: 'US',
      departure: day(3),
      return: day(4),
      adults: '2',
    })
    await expect(page.getByRole('heading', { level: 2, name: /\d+ vols?/ })).toBeVisible()
    if (isMobile) {
      await page.getByRole('button', { name: /Modifier la recherche/ }).click()
      await expect(page.getByRole('dialog', { name: 'Modifier la recherche' }).getByRole('button', { name: /^Destination/ })).toContainText('New York (NYC)')
    } else {
      await expect(page.getByRole('button', { name: /^Destination/ })).toContainText('New York (NYC)')
    }
  })
})

test.describe('flight search form', () => {
  test('one way; the landing then opens on the last search type (the URL wins)', async ({ page }) => {
    await open(page, '/vol')
    await form(page).getByRole('tab', { name: 'Aller simple' }).click()
    await expect(form(page).getByRole('button', { name: /^Retour/ })).toHaveCount(0)
    await pickPlace(page, 'Départ', 'lyon', /^Lyon/)
    await pickPlace(page, 'Destination', 'lisbonne', /Lisbonne/)
    // A date from the calendar (Calendar for one way, fr-FR), 10 days ahead.
    await form(page)
      .getByRole('button', { name: /^Aller/ })
      .click()
    const picker = page.getByRole('dialog')
    const label = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(
      new Date(Date.now() + 10 * 86_400_000),
    )
    const cell = picker.getByRole('button', { name: new RegExp(label, 'i') })
    await expect(picker.getByRole('grid')).toBeVisible()
    if (!(await cell.isVisible())) await picker.getByRole('button', { name: 'Suivant' }).first().click()
    await cell.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/search\?.*_type=oneWay/)
    expect(new URL(page.url()).searchParams.get('departure')).toBe(day(10))
    expect(new URL(page.url()).searchParams.get('return')).toBeNull()
    await expect(page.getByRole('heading', { level: 2, name: /\d+ vols?|Aucun vol/ })).toBeVisible()

    await open(page, '/vol')
    await expect(form(page).getByRole('tab', { name: 'Aller simple' })).toHaveAttribute('aria-selected', 'true')
    await expect(form(page).getByRole('button', { name: /^Destination/ })).toContainText('Lisbonne')
    await open(page, '/vol?_type=roundTrip')
    await expect(await tripType(page, 'Aller-retour')).toHaveAttribute('aria-selected', 'true')
  })

  test('multi-destination rows', async ({ page, checkA11y }) => {
    await open(page, '/vol?_type=multiDestinations')
    const rows = form(page).getByRole('list', { name: 'Vols' }).getByRole('listitem')
    await expect(rows).toHaveCount(1)
    await expect(form(page).getByRole('button', { name: 'Supprimer le vol 1' })).toBeDisabled()
    await pickPlace(page, 'Départ', 'par', /^Paris PAR/)
    await pickPlace(page, 'Destination', 'lisbonne', /Lisbonne/)
    await form(page).getByRole('button', { name: 'Ajouter un vol' }).click()
    await expect(rows).toHaveCount(2)
    // The new row starts where the previous one ends.
    await expect(rows.nth(1).getByRole('button', { name: /^Départ/ })).toContainText('Lisbonne')
    await pickPlace(page, 'Destination', 'rome', /^Rome/, 1)
    await checkA11y()
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/search\?.*_type=multiDestinations/)
    const destinations = new URL(page.url()).searchParams.get('destinations')
    expect(destinations).toContain('LIS')
    expect(destinations).toContain('ROM')
    await expect(page.getByRole('heading', { level: 2, name: /\d+ vols?|Aucun vol/ })).toBeVisible()
  })

  test('every validation message on submit, next to its field, nothing typed lost', async ({ page }) => {
    await open(page, '/vol')
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(form(page).getByText('Requise')).toHaveCount(2)
    await expect(page).toHaveURL(/\/vol/)
    // The first field in error takes the focus (its message is its description).
    await expect(form(page).getByRole('button', { name: /^Départ/ })).toBeFocused()
    await expect(form(page).getByRole('button', { name: /^Départ/ })).toHaveAccessibleDescription('Requise')

    // Typed, not picked.
    await form(page)
      .getByRole('button', { name: /^Départ/ })
      .click()
    await page.getByRole('dialog').getByRole('searchbox').fill('zzzz')
    await expect(page.getByRole('dialog').getByText('Aucun lieu trouvé')).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(form(page).getByText('Veuillez sélectionner une ville de départ dans la liste proposée')).toBeVisible()
    await expect(form(page).getByRole('button', { name: /^Départ/ })).toContainText('zzzz')
    // The departure popover has finished closing (its exit animation) before the next opens.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await form(page)
      .getByRole('button', { name: /^Destination/ })
      .click()
    await page.getByRole('dialog').getByRole('searchbox').fill('qqqq')
    await page.mouse.click(5, 5)
    await expect(form(page).getByText('Veuillez sélectionner une ville de destination dans la liste proposée')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Dates cleared: required. 'Tout effacer' is pressed from the keyboard: a click could miss it
    // while the popover follows the search bar, which turns sticky as the page scrolls to the button.
    const clearDates = async (field: RegExp) => {
      await form(page).getByRole('button', { name: field }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Tout effacer' }).focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
    await clearDates(/^Aller/)
    await clearDates(/^Retour/)
    await expect(form(page).getByText('Requise')).toHaveCount(2)

    // Multi-destination: each row's fields.
    await (await tripType(page, 'Multi-destinations')).click()
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(form(page).getByText('Requise')).toHaveCount(2)
    await expect(form(page).getByText('Veuillez sélectionner une ville de départ dans la liste proposée')).toHaveCount(0)

    // From an incomplete link with past or reversed dates (modify the search on /search).
    await open(page, `/search?from=PAR&fromLabel=Paris%20(PAR)&departure=2020-01-10&return=2020-01-20`)
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(form(page).getByText('Date invalide')).toHaveCount(2)
    await expect(form(page).getByText('Requise')).toHaveCount(1)
    await open(page, `/search?from=PAR&to=LIS&fromLabel=Paris%20(PAR)&toLabel=Lisbonne%20(LIS)&departure=${day(20)}&return=${day(10)}`)
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(form(page).getByText('La date de retour doit être après la date de départ')).toBeVisible()
  })

  test('a one-way search to New York asks for a return ticket before searching', async ({ page, checkA11y }) => {
    await open(page, '/vol?_type=oneWay')
    await pickPlace(page, 'Départ', 'par', /^Paris PAR/)
    await pickPlace(page, 'Destination', 'NYC', /New York/)
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('billet retour')
    await checkA11y()
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect(page).toHaveURL(/\/vol/)
    // Closed (its exit animation over) before the form is pressed again.
    await expect(dialog).toBeHidden()
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Passer en Aller/Retour' }).click()
    await expect(await tripType(page, 'Aller-retour')).toHaveAttribute('aria-selected', 'true')
    await expect(form(page).getByRole('button', { name: /^Destination/ })).toContainText('New York (NYC)')
    await form(page).getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/search\?.*to=NYC/)
    expect(new URL(page.url()).searchParams.get('return')).toBe(day(4))
  })

  test('the search bar sticks to the top on scroll (desktop)', async ({ page }) => {
    await open(page, '/vol')
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 1200))
      const box = await form(page).boundingBox()
      expect(box!.y).toBeLessThan(5)
    }).toPass()
    await expect(form(page).getByRole('button', { name: 'Rechercher' })).toBeInViewport()
  })
})
