import { euros, results } from './catalogue.helpers'
import { expect, settled, shot, tabTo, test, waitForHydration } from './fixtures'

/** The product page (/product/{slug}): prices, content, and an unknown slug. */

test.describe('product page @mobile', () => {
  test('shows prices for a chosen departure and duration, a family’s total priced by the API and reopened from its URL; Réserver goes to the deeplink; the heart sends a signed-out visitor to sign-in', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/search-products?travelType=sejour')
    await page.waitForLoadState('networkidle')
    const first = results(page).getByRole('article').first()
    const title = (await first.getByRole('heading').textContent())!.trim()
    // One from-price: the card's 'à partir de', the box's best price and the cheapest departure city's 'dès' are one amount.
    const cardPrice = euros(await first.getByText('à partir de', { exact: true }).locator('..').textContent())
    await first.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\?travelType=sejour/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    await page.waitForLoadState('networkidle')

    const box = page.getByRole('region', { name: 'Prix et disponibilités' })
    await expect(box).toContainText('Meilleur prix à partir de')
    expect(euros(await box.getByText('Meilleur prix à partir de', { exact: true }).locator('..').textContent())).toBe(cardPrice)
    // Another departure city, then another duration.
    await box.getByRole('button', { name: /Ville de départ/ }).click()
    await expect(page.getByRole('option').first()).toBeVisible()
    expect(Math.min(...(await page.getByRole('option').allTextContents()).map(euros))).toBe(cardPrice)
    await page.getByRole('option', { selected: false }).first().click()
    await expect(page).toHaveURL(/departureCity=[A-Z]{3}/)
    await box.getByRole('button', { name: /Durée/ }).click()
    await page.getByRole('option', { selected: false }).last().click()
    await expect(page).toHaveURL(/nights=\d+/)
    const calendar = box.getByRole('group', { name: /^Départs de / })
    let day = calendar.locator('button[data-available]').first()
    for (let i = 0; i < 6 && (await day.count()) === 0; i++) {
      await box.getByRole('button', { name: 'Mois suivant' }).click()
      day = calendar.locator('button[data-available]').first()
    }
    // A day's price is legible and the day big enough for a finger, on a phone too.
    const cell = await day.evaluate((button) => {
      const price = [...button.children].find((el) => /^\d[\d\s\u202f]*$/.test(el.textContent ?? ''))!
      const { width, height } = button.getBoundingClientRect()
      return { width, height, font: parseFloat(getComputedStyle(price).fontSize), fits: price.getBoundingClientRect().width <= button.clientWidth }
    })
    expect(cell.font).toBeGreaterThanOrEqual(12)
    expect(cell.height).toBeGreaterThanOrEqual(44)
    expect(cell.width).toBeGreaterThanOrEqual(40)
    expect(cell.fits).toBe(true)
    await day.click()
    await expect(page).toHaveURL(/departureDay=\d{4}-\d{2}-\d{2}/)
    await expect(box).toContainText(/Départ le .* nuits/)

    // A family: two adults with children of 4 and 9, chosen by keyboard in the travellers picker.
    await box.getByRole('button', { name: /^Voyageurs/ }).click()
    const picker = page.getByRole('dialog', { name: 'Voyageurs' })
    await picker.getByRole('textbox', { name: /^Enfants/ }).focus()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    for (const [n, age] of [
      [1, '4 ans'],
      [2, '9 ans'],
    ] as const) {
      await picker.getByRole('button', { name: new RegExp(`Âge de l’enfant ${n}`) }).press('Enter')
      await page
        .getByRole('listbox', { name: `Âge de l’enfant ${n}` })
        .getByRole('option', { name: age, exact: true })
        .press('Enter')
    }
    await checkA11y()
    await picker.getByRole('button', { name: 'Valider' }).click()
    await expect(page).toHaveURL(/[?&]party=2-4\.9-0(&|$)/)
    await expect(box.getByRole('button', { name: /^Voyageurs/ })).toContainText('2 adultes, 2 enfants')
    const partyPrice = box.locator('[data-party-price]')
    await expect(partyPrice).toContainText('Total pour 2 adultes, 2 enfants')
    await expect(partyPrice).not.toHaveAttribute('aria-busy')
    // The total shown is the API's, and the sum of the API's priced lines, which the box lists.
    const url = new URL(page.url())
    const reference = (await page.getByText(/^Réf\. HV\d+$/).textContent())!
    const reply = await page.request.post(`/api/v2/search/products/availability/${Number(reference.replace(/\D/g, ''))}/price`, {
      data: {
        departure_city: url.searchParams.get('departureCity'),
        nights: Number(url.searchParams.get('nights')),
        days: Number(url.searchParams.get('nights')) + 1,
        date: url.searchParams.get('departureDay'),
        party: { rooms: [{ adults: 2, children_ages: [4, 9], babies: 0 }] },
      },
    })
    const api = (await reply.json()) as { status: string; data: { total: number; rooms: { lines: { kind: string; amount: number }[] }[] } }
    expect(api.status).toBe('success')
    const apiLines = api.data.rooms.flatMap((r) => r.lines)
    expect(apiLines.filter((l) => l.kind === 'child')).toHaveLength(2)
    expect(apiLines.reduce((sum, l) => sum + l.amount, 0)).toBe(api.data.total)
    const total = euros(
      await partyPrice
        .getByText(/^Total pour/)
        .locator('..')
        .textContent(),
    )
    expect(total).toBe(api.data.total)
    await partyPrice.getByText('Détail du prix').click()
    expect(await partyPrice.locator('[data-amount]').evaluateAll((lines) => lines.map((l) => Number(l.getAttribute('data-amount'))))).toEqual(
      apiLines.map((l) => l.amount),
    )
    await checkA11y()
    await shot(page, `product-${isMobile ? 375 : 1280}`, { fullPage: true })

    // The URL alone, in a fresh context, reopens the same selection and the same total.
    const fresh = await page.context().browser()!.newContext({ viewport: page.viewportSize(), locale: 'fr-FR' })
    const again = await fresh.newPage()
    await again.goto(page.url())
    const againBox = again.getByRole('region', { name: 'Prix et disponibilités' })
    await expect(againBox.getByRole('button', { name: /^Voyageurs/ })).toContainText('2 adultes, 2 enfants')
    await expect(againBox.getByRole('button', { name: /Ville de départ/ })).toContainText(
      await box.getByRole('button', { name: /Ville de départ/ }).innerText(),
    )
    await expect(againBox.locator('button[aria-pressed="true"][data-available]')).toHaveCount(1)
    expect(
      euros(
        await againBox
          .locator('[data-party-price]')
          .getByText(/^Total pour/)
          .locator('..')
          .textContent(),
      ),
    ).toBe(total)
    await fresh.close()

    // The heart, signed out: to sign-in.
    await page.getByRole('button', { name: `Favori : ${title}` }).click()
    await expect(page).toHaveURL(/\/auth\/check-email/)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)

    await page.waitForLoadState('networkidle')
    await page.getByRole('region', { name: 'Prix et disponibilités' }).getByRole('button', { name: 'Réserver' }).click()
    await expect(page).toHaveURL(/\/api\/v2\/demo\/deeplink\//)
  })
})

test.describe('product page content @mobile', () => {
  test('answers questions: a keyboard gallery that closes back to its button, what the price includes, the cabins, the cruise’s ports, the country’s formalities (an area’s own when it has them), the map when asked for, reviews paged and filtered', async ({
    page,
    request,
    isMobile,
    checkA11y,
  }) => {
    await page.goto('/product/horizons-ecosse-a-bord-du-symphony-ecosse-10168')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Voir les 10 photos' })
    await tabTo(trigger)
    await page.keyboard.press('Enter')
    const gallery = page.getByRole('dialog', { name: /^Photos : Horizons Écosse/ })
    await expect(gallery).toContainText('1 / 10')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(gallery).toContainText('3 / 10')
    await expect(gallery.getByRole('img')).toHaveAttribute('alt', /vue 3$/)
    await settled(page)
    await checkA11y()
    await shot(page, `product-gallery-${isMobile ? 375 : 1280}`)
    await page.keyboard.press('Escape')
    await expect(gallery).toBeHidden()
    await expect(trigger).toBeFocused()

    await expect(page.getByRole('list', { name: 'Inclus', exact: true })).toContainText('Les taxes portuaires')
    await expect(page.getByRole('list', { name: 'Non inclus' })).toContainText('Le forfait de séjour, à régler à bord')
    await expect(page.getByRole('heading', { level: 2, name: 'Les cabines' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Cabine intérieure' })).toBeVisible()
    const programme = page.getByRole('region', { name: 'Itinéraire et escales' })
    await expect(programme.getByText(/^Escales : /)).toBeVisible()
    await expect(programme.getByRole('heading', { level: 3 })).toHaveCount(11)
    await expect(programme.getByRole('heading', { level: 3 }).first()).toHaveText('Jour 1 · Embarquement : Écosse')

    // The country's formalities from the pages API, in the server HTML; the place in words, its
    // map (MapLibre, offline basemap) only when asked for (below).
    const info = page.getByRole('region', { name: 'Infos pratiques' })
    await expect(info.getByRole('heading', { level: 3 })).toHaveText('Formalités pour le Royaume-Uni')
    await expect(info).toContainText('passeport valide au moins 6 mois après la date de retour')
    await expect(info.getByRole('heading', { level: 4, name: 'Enfants mineurs' })).toBeVisible()
    // A place whose area has formalities of its own (Tenerife, the Canaries) shows them, not its country's.
    const [tenerife] = /\/product\/[^"?]+/.exec(await (await request.get('/search-products?destination=tenerife')).text())!
    const areaHtml = await (await request.get(tenerife)).text()
    expect(areaHtml).toMatch(/>Formalités pour les îles Canaries<\/h3>/)
    const place = page.getByRole('region', { name: 'Situation' })
    await expect(place).toContainText('Écosse, Royaume-Uni')
    await expect(place.locator('canvas')).toHaveCount(0)
    await checkA11y()

    // Reviews: a page at a time, the histogram filtering them by mark, sorted the other way.
    const reviews = page.getByRole('list', { name: 'Avis des voyageurs' })
    await expect(reviews.getByRole('listitem')).toHaveCount(5)
    // A long review is cut, its 'Lire plus' shows the rest.
    const long = await reviews
      .getByRole('listitem')
      .evaluateAll((items) => items.findIndex((item) => item.querySelector('button')?.textContent === 'Lire plus'))
    expect(long).toBeGreaterThanOrEqual(0)
    const longReview = reviews.getByRole('listitem').nth(long)
    const cut = (await longReview.textContent())!.length
    await longReview.getByRole('button', { name: 'Lire plus' }).click()
    await expect(longReview.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true')
    expect((await longReview.textContent())!.length).toBeGreaterThan(cut)
    const status = page.getByText(/^\d+ avis.* · page \d+ sur \d+$/)
    await expect(status).toContainText('page 1 sur')
    await page.getByRole('button', { name: 'Avis suivants' }).click()
    await expect(status).toContainText('page 2 sur')
    const eights = page.getByRole('button', { name: /^8\/10, [\d\s\u202f]+ avis$/ })
    await eights.click()
    await expect(eights).toHaveAttribute('aria-pressed', 'true')
    await expect(status).toContainText('notés 8/10 · page 1 sur')
    await expect(reviews.getByText(/^\d+\/10$/)).toHaveText(Array(5).fill('8/10'))
    await page.getByRole('button', { name: /^Voir toutes les notes/ }).click()
    await page.getByRole('button', { name: /Trier les avis/ }).click()
    await page.getByRole('option', { name: 'Les moins bien notés' }).click()
    // The lowest mark given (the last histogram row with reviews) fills the first page.
    const lowestRow = page
      .getByRole('button', { name: /^\d+\/10, [\d\s\u202f]+ avis$/ })
      .and(page.locator(':enabled'))
      .last()
    const lowest = (await lowestRow.textContent())!.match(/^(\d+)\/10/)![1]
    await expect(reviews.getByText(/^\d+\/10$/)).toHaveText(Array(5).fill(`${lowest}/10`))

    // The map, asked for: its canvas is named after the place and takes the focus from the button.
    await place.getByRole('button', { name: 'Afficher la carte' }).click()
    const map = place.getByRole('region', { name: 'Carte : Écosse, Royaume-Uni' })
    await expect(map).toBeVisible({ timeout: 30_000 })
    await expect(map).toBeFocused()
    await checkA11y()
    await shot(page, `product-content-${isMobile ? 375 : 1280}`, { fullPage: true })
  })
})

test.describe('product page, unknown', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })
  test('an unknown slug is a French 404 page with a way back @mobile', async ({ page, request, checkA11y }) => {
    const reply = await request.get('/product/cette-offre-nexiste-pas')
    expect(reply.status()).toBe(404)
    await page.goto('/product/cette-offre-nexiste-pas')
    await expect(page.getByRole('heading', { level: 1, name: 'Offre introuvable' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voir toutes nos offres' })).toBeVisible()
    await checkA11y()

    // An old link to a renamed product (its slug ends with its id) moves to its page; an unknown id stays a 404.
    const [, slug, id] = /href="\/product\/([^"?]+-(\d+))"/.exec(await (await request.get('/search-products')).text())!
    const moved = await request.get(`/product/ancien-titre-${id}?departureCity=PAR`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(`/product/${slug}?departureCity=PAR`)
    expect((await request.get('/product/ancien-titre-999999999', { maxRedirects: 0 })).status()).toBe(404)
  })
})
