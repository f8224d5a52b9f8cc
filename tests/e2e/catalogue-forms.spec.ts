import type { Locator, Page } from '@playwright/test'
import { expect, test, shot, waitForHydration } from './fixtures'

/** The holiday search bar's hotel + flight (§2.12) and rentals (§2.13) forms, from the home page. */

const M = {
  departure: 'La ville de départ est requise',
  destination: 'La destination est requise',
  departureDate: 'La date de départ est requise',
  returnDate: 'La date de retour est requise',
  noBirthDate: 'Veuillez renseigner la date de naissance de tous les enfants dans la chambre 1.',
  tooOld: 'Tous les enfants dans la chambre 2 doivent avoir moins de 18 ans.',
}

/** The stays search: the bar's 'Séjours' tab from md up; below, the summary box's full-screen drawer. */
async function openStays(page: Page, isMobile = false) {
  await page.goto('/')
  await waitForHydration(page)
  if (!isMobile) return page.getByRole('tabpanel', { name: 'Séjours' })
  await expect(page.getByRole('tablist', { name: 'Type de voyage' })).toBeHidden()
  await shot(page, `home-search-375`)
  await page.getByRole('button', { name: /Où souhaitez-vous partir/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Séjours, Circuits, Croisières, vols' })
  await expect(drawer.getByRole('radio', { name: 'Séjours' })).toBeChecked()
  return drawer
}

/** The first day on or after `skip` selectable days in an open calendar (next month first). */
async function pickDay(dialog: Locator, skip = 0) {
  await dialog.getByRole('button', { name: 'Suivant', exact: true }).first().click()
  await dialog.locator('[role=gridcell] [role=button]:not([data-disabled]):not([data-outside-month])').nth(skip).click()
}

async function pickPlace(page: Page, form: Locator, field: RegExp, dialogName: string, text: string, option: RegExp) {
  await form.getByRole('button', { name: field }).click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await dialog.getByRole('searchbox').fill(text)
  await dialog.getByRole('option', { name: option }).first().click()
  await expect(dialog).toBeHidden()
}

/** Types a birth date (JJ/MM/AAAA) into the rooms picker's date field of `label`. */
async function typeBirthDate(dialog: Locator, label: string, date: string) {
  const group = dialog.getByRole('group', { name: label })
  await group.getByRole('spinbutton').first().click()
  await group.page().keyboard.type(date.replaceAll('/', ''))
}

test.describe('hotel + flight @mobile', () => {
  test('the rules in a warning banner, the rooms picker, then the hotel-vol deeplink', async ({ page, isMobile, checkA11y }) => {
    test.setTimeout(180_000)
    const w = isMobile ? 375 : 1280
    const stays = await openStays(page, isMobile)
    // 'Hôtel ou club' first: its destination picker opens with the focus in its search box.
    await stays.getByRole('button', { name: /^Destination/ }).click()
    await expect(page.getByRole('dialog', { name: 'Destination' }).getByRole('searchbox', { name: 'Rechercher une destination' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Destination' })).toBeHidden()
    await stays.getByRole('tab', { name: 'Hôtel + vol' }).click()
    if (isMobile) await shot(page, `search-drawer-375`)
    // The form's button from md up, the drawer's fixed one below.
    const search = stays.getByRole('button', { name: 'Rechercher', exact: true })
    const form = page.getByRole('form', { name: 'Rechercher un hôtel + vol' })
    const fields = ['Ville de départ', 'Destination', 'Date de départ', 'Date de retour', 'Chambres'].map((label) =>
      form.getByRole('button', { name: new RegExp(`^${label}`) }),
    )
    for (const field of fields) await expect(field).toBeVisible()
    await expect(form.getByRole('button', { name: /^Chambres/ })).toContainText('1 chambre, 2 adultes')
    // Required fields ask for a value; none suggests there is no need to choose.
    await expect(fields[0]!).toContainText('D’où partez-vous ?')
    await expect(fields[1]!).toContainText('Où allez-vous ?')
    await expect(form).not.toContainText(/Sans préférence|Je suis flexible/)
    if (!isMobile) {
      // At 1280 px: the five fields and the button in one row, no text cut.
      const tops = await Promise.all([...fields, search].map(async (el) => Math.round((await el.boundingBox())!.y)))
      expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1)
      const cut = await form.evaluate((f) =>
        [...f.querySelectorAll('button span')].filter((el) => el.children.length === 0 && el.scrollWidth > el.clientWidth).map((el) => el.textContent),
      )
      expect(cut).toEqual([])
    }

    // Submitted empty: the four required messages together in the warning banner (no window.alert).
    page.on('dialog', (d) => {
      throw new Error(`window dialog: ${d.message()}`)
    })
    await search.click()
    const banner = form.getByRole('alert')
    // Each message once, in the banner; its field is marked and reads it.
    for (const m of [M.departure, M.destination, M.departureDate, M.returnDate]) {
      await expect(banner).toContainText(m)
      await expect(form.getByText(m, { exact: true })).toHaveCount(1)
    }
    await expect(fields[1]!).toHaveAccessibleDescription(M.destination)
    await expect(fields[3]!).toHaveAccessibleDescription(M.returnDate)
    await shot(page, `hotel-flight-errors-${w}`)
    await checkA11y()

    // The messages follow the fields as they are fixed.
    await pickPlace(page, form, /^Ville de départ/, 'Ville ou aéroport de départ', 'Paris', /^Paris PAR/)
    await expect(banner).not.toContainText(M.departure)
    await pickPlace(page, form, /^Destination/, 'Ville ou aéroport de destination', 'Marrakech', /^Marrakech/)
    await expect(form.getByRole('button', { name: /^Destination/ })).toContainText('Marrakech')
    await form.getByRole('button', { name: /^Date de départ/ }).click()
    await pickDay(page.getByRole('dialog', { name: 'Date de départ' }), 9)
    await form.getByRole('button', { name: /^Date de retour/ }).click()
    await pickDay(page.getByRole('dialog', { name: 'Date de retour' }), 16)
    await expect(banner).toBeEmpty()

    // Rooms: up to 4, then back to 2; a child without a birth date, then too old in room 2.
    await form.getByRole('button', { name: /^Chambres/ }).click()
    const rooms = page.getByRole('dialog', { name: 'Chambres' })
    const add = rooms.getByRole('button', { name: 'Ajouter une chambre' })
    for (let i = 0; i < 3; i++) await add.click()
    await expect(add).toBeDisabled()
    await expect(rooms.getByText('Maximum 4 chambres')).toBeVisible()
    await rooms.getByRole('button', { name: 'Supprimer la chambre 4' }).click()
    await rooms.getByRole('button', { name: 'Supprimer la chambre 3' }).click()
    await expect(add).toBeEnabled()
    const room1 = rooms.getByRole('group', { name: 'Chambre 1' })
    const room2 = rooms.getByRole('group', { name: 'Chambre 2' })
    await room1.getByRole('button', { name: 'Augmenter Enfants' }).click()
    await room2.getByRole('button', { name: 'Augmenter Enfants' }).click()
    await typeBirthDate(room2, 'Date de naissance de l’enfant 1', '01/02/2000')
    await shot(page, `hotel-flight-rooms-${w}`)
    await checkA11y()
    await rooms.getByRole('button', { name: 'Valider' }).click()
    await expect(rooms).toBeHidden()
    await expect(form.getByRole('button', { name: /^Chambres/ })).toContainText('2 chambres, 4 adultes, 2 enfants')
    await search.click()
    await expect(banner).toContainText(M.noBirthDate)
    await expect(banner).toContainText(M.tooOld)
    await checkA11y()

    // Fixed: the deeplink, then its external address.
    await form.getByRole('button', { name: /^Chambres/ }).click()
    await typeBirthDate(room1, 'Date de naissance de l’enfant 1', '15/06/2016')
    await typeBirthDate(room2, 'Date de naissance de l’enfant 1', '20/03/2019')
    await rooms.getByRole('button', { name: 'Valider' }).click()
    await expect(banner).toBeEmpty()
    const deeplink = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/_serverFn/'))
    await search.click()
    const body = (await deeplink).postData() ?? ''
    expect(body).toContain('2016-06-15')
    expect(body).toContain('2019-03-20')
    await expect(page).toHaveURL(/\/api\/v2\/demo\/deeplink\/.*title=H%C3%B4tel/)
  })
})

test.describe('rentals and campsites', () => {
  test('destination, accommodation type, month and duration land on /search-products with rentals only', async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    const stays = await openStays(page)
    await stays.getByRole('tab', { name: 'Locations & campings' }).click()
    const form = stays.getByRole('form', { name: 'Rechercher un voyage' })
    await form.getByRole('button', { name: /^Destination/ }).click()
    const destination = page.getByRole('dialog', { name: 'Destination' })
    await expect(destination.getByRole('region', { name: 'Destinations populaires' })).toBeVisible()
    await destination.getByRole('searchbox', { name: 'Rechercher une destination' }).fill('France')
    await destination.getByRole('button', { name: 'France', exact: true }).click()
    await expect(destination).toBeHidden()

    await form.getByRole('button', { name: /^Hébergement/ }).click()
    const type = page.getByRole('dialog', { name: 'Hébergement' })
    await type.getByRole('button', { name: 'Camping' }).click()
    await expect(form.getByRole('button', { name: /^Hébergement/ })).toContainText('Camping')

    await form.getByRole('button', { name: /^Date de départ/ }).click()
    const date = page.getByRole('dialog', { name: 'Date de départ' })
    await date.locator('label').filter({ hasText: 'Mois de départ' }).click()
    const month = date.getByRole('option').nth(6)
    await month.click()
    await expect(month).toHaveAttribute('aria-selected', 'true')
    await checkA11y()
    await date.getByRole('button', { name: 'Valider' }).click()

    await form.getByRole('button', { name: /^Durée/ }).click()
    const duration = page.getByRole('dialog', { name: 'Combien de temps ?' })
    await duration.getByRole('radio', { name: 'Une semaine', exact: true }).click()
    await duration.getByRole('button', { name: 'Valider' }).click()
    await shot(page, `rentals-form-1280`)

    await form.getByRole('button', { name: 'Rechercher', exact: true }).click()
    await expect(page).toHaveURL(/\/search-products\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('travelType')).toBe('location')
    expect(url.searchParams.get('accommodationTypes')).toMatch(/camping/)
    expect(url.searchParams.get('departureYearMonth')).toMatch(/^\d{4}-\d{2}$/)
    expect(url.searchParams.get('minMaxNights')).toBe('7,7')
    expect(url.searchParams.get('departureCity')).toBeNull()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locations : France')
    const list = page.getByRole('list', { name: 'Offres', exact: true })
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /^(\d+ offres?|Aucune offre)$/,
      }),
    ).toBeVisible()
    const cards = list.getByRole('article')
    if (await cards.count()) await expect(cards.first()).toContainText(/par logement/)
    await checkA11y()
  })
})
