import { box, expect, parisNewYork, test, waitForHydration, shot } from './fixtures'

/** The flight detail panel (?detail=): fares, services and baggage, selecting and starting a booking. */

const SEARCH = parisNewYork(20)
/** Further ahead: other generated flights. */
const SEARCH_LATER = parisNewYork(30)

test.describe('detail panel and selection', () => {
  test('open the detail, choose a fare, select: an agency is asked for, then the booking starts with a real order', async ({ page, checkA11y }) => {
    test.setTimeout(60_000)
    await page.goto(SEARCH)
    await waitForHydration(page)
    await page
      .getByRole('link', { name: /^Voir le détail/ })
      .first()
      .click()
    await expect(page).toHaveURL(/detail=/)
    const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
    await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible()
    await expect(panel).toContainText('Pour tous les passagers, à partir de')
    await checkA11y()

    // A pasted ?detail= link opens the same panel.
    const detailUrl = page.url()
    await page.reload()
    await expect(panel.getByRole('heading', { name: 'Détails du voyage' })).toBeVisible()
    expect(page.url()).toBe(detailUrl)

    const fares = panel.getByRole('list').filter({ hasText: 'Flex' })
    const flex = fares.getByRole('listitem').filter({ hasText: 'Flex' }).first()
    await flex.getByRole('button', { name: 'Sélectionner' }).click()
    await expect(flex.getByRole('button', { name: 'Sélectionné' })).toBeVisible()

    await panel.getByRole('button', { name: 'Sélectionner', exact: true }).last().click()
    const ask = page.getByRole('alertdialog', { name: 'Veuillez sélectionner votre agence' })
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Valider' }).click()
    const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
    await drawer
      .getByRole('list', { name: 'Agences' })
      .getByRole('button', { name: /^Choisir l'agence/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/booking\/fares\?order_id=\d+/)
    await expect(page.getByText(/Commande n° \d+/)).toBeVisible()
  })

  test('compact list on desktop; the detail panel tells one baggage story', async ({ page, checkA11y }) => {
    test.setTimeout(90_000)
    await page.goto(SEARCH_LATER)
    await waitForHydration(page)
    const cards = page.getByRole('list', { name: 'Vols' }).getByRole('article')
    await expect(cards.first()).toBeVisible()
    // One line per leg: a round trip card stays near 100 px (the rich card was ~190), besides
    // the notes the day's flights may carry (nights between legs, 'Attention, aéroports
    // différents'), whose presence depends on the generated flights of the search's date.
    const firstCard = cards.first()
    const legs = await firstCard.locator('[data-leg]').all()
    expect(legs).toHaveLength(2)
    for (const leg of legs) expect((await box(leg)).height).toBeLessThan(56)
    let notes = 0
    for (const note of await firstCard.locator('[data-note]').all()) notes += (await box(note)).height
    expect((await box(firstCard)).height - notes).toBeLessThan(135)
    // The heading reads the price as shown ('1 579,00 €', not '1579,00 €'); 2 adults to New York cost over 1 000 €.
    await expect(cards.first().getByRole('heading')).toContainText(/\d[\u202f\u00a0 ]\d{3},\d{2}[\u202f\u00a0 ]€/)
    await checkA11y()
    await shot(page, 'flights-compact-1280x800')
    await page.setViewportSize({ width: 1280, height: 720 })
    await shot(page, 'flights-compact-1280x720')

    await cards
      .first()
      .getByRole('link', { name: /Voir le détail/ })
      .click()
    const panel = page.getByRole('dialog')
    await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible({ timeout: 20_000 })
    const services = panel.getByRole('region', { name: /^Services/ }).or(panel.locator('section[aria-labelledby="services"]'))
    const checkedLine = services.locator('li[data-bag="checked"]')
    await expect(checkedLine).toHaveCount(1)
    // No second checked-bag line among the other services.
    await expect(services.getByRole('listitem').filter({ hasText: /soute/ })).toHaveCount(1)
    // The fare at the flight's price ('Tarif de base') has the same checked bag as the services.
    const fares = panel.locator('section[aria-labelledby="tarifs"] > ul > li')
    const base = fares.filter({ hasText: 'Tarif de base' })
    await expect(base).toHaveCount(1)
    await expect(base.locator('li[data-bag="checked"]')).toHaveText((await checkedLine.textContent())!)
    for (const line of await panel.locator('li[data-bag]').all()) {
      const text = (await line.textContent())!
      expect(text.includes('non inclus') || text.includes('(payant)')).toBe((await line.getAttribute('data-included')) === null)
    }
    await checkA11y()
    await services.scrollIntoViewIfNeeded()
    await shot(page, 'flights-detail-1280x720')
    await page.setViewportSize({ width: 1280, height: 800 })
    await shot(page, 'flights-detail-1280x800')
    // Choosing another fare: the services follow it.
    const other = fares.filter({ hasNotText: 'Tarif de base' }).first()
    const otherName = (await other.locator('strong').first().textContent())!
    await other.getByRole('button', { name: 'Sélectionner' }).click()
    await expect(panel.getByRole('heading', { name: `Services du tarif ${otherName}` })).toBeVisible()
    await expect(checkedLine).toHaveText((await other.locator('li[data-bag="checked"]').textContent())!)
  })
})
