import type { Page } from '@playwright/test'
import { box, expect, settled, shot, tabTo, test, waitForHydration } from './fixtures'

/** Holiday results (/search-products) and the product page (/product/{slug}); the map mode is in catalogue-map.spec.ts. */

const offersHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^(\d+ offres?|Aucune offre)$/ })
const countOf = async (page: Page) => Number((await offersHeading(page).textContent())!.match(/\d+/)?.[0] ?? 0)
const results = (page: Page) => page.getByRole('list', { name: 'Offres', exact: true })
/** The last amount in euros of a text ('… 1 234,50 €' → 1234.5). */
const euros = (text: string | null) => {
  const amounts = [...(text ?? '').matchAll(/(\d[\d\s\u202f]*,\d{2})\s*€/g)]
  expect(amounts.length, `an amount in ${text}`).toBeGreaterThan(0)
  const [, last] = amounts.at(-1)!
  return Number(last!.replace(/[\s\u202f]/g, '').replace(',', '.'))
}
/** A search param as the router writes it (lists as JSON). */
const param = (page: Page, name: string): unknown => {
  const raw = new URL(page.url()).searchParams.get(name)
  try {
    return raw === null ? null : JSON.parse(raw)
  } catch {
    return raw
  }
}
/** A react-aria checkbox: its visually hidden input is checked by clicking its label. */
const tick = (scope: ReturnType<Page['getByRole']>, name: RegExp) => scope.getByRole('checkbox', { name }).locator('xpath=ancestor::label').click()

/** 'Comparer' on the first three cards: the fourth is disabled with its reason, the bar lists them, the comparison shows their facts. */
async function compareThree(page: Page, checkA11y: () => Promise<void>, width: number) {
  const cards = results(page).getByRole('article')
  const toggle = (i: number) => cards.nth(i).getByRole('checkbox', { name: /^Comparer / })
  const titles: string[] = []
  for (const i of [0, 1, 2]) {
    titles.push((await cards.nth(i).getByRole('heading').textContent())!.trim())
    await toggle(i).locator('xpath=ancestor::label').click()
    await expect(toggle(i)).toBeChecked()
  }
  await expect.poll(() => (param(page, 'compare') as number[] | null)?.length).toBe(3)
  await expect(cards.nth(0)).toHaveAttribute('data-compared', 'true')
  await expect(toggle(3)).toBeDisabled()
  await expect(cards.nth(3).getByRole('checkbox', { name: /3 offres au maximum/ })).toBeVisible()
  const bar = page.getByRole('region', { name: 'Offres à comparer' })
  for (const title of titles) await expect(bar.getByRole('button', { name: `Retirer ${title} de la comparaison` })).toBeVisible()
  await shot(page, `compare-bar-${width}`)
  await checkA11y()

  await bar.getByRole('link', { name: 'Comparer (3)' }).click()
  await expect(page).toHaveURL(/\/search-products\/comparer\?/)
  // Only what differs from the defaults: no empty lists.
  expect(new URL(page.url()).search).not.toMatch(/=%5B%5D(&|$)/)
  await expect(page.getByRole('heading', { level: 1, name: 'Comparaison des offres' })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(titles.map((t) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)))
  for (const [row, fact] of [
    ['Prix pour votre groupe', /Pour 2 adultes[\s\S]*€[\s\S]*par personne/],
    ['Pension', /\S/],
    ['Durée', /\d+ nuits?/],
    ['Note', /\S/],
    ['Inclus', /\S/],
    ['Départ', /\S/],
  ] as const) {
    const cells = table.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell')
    await expect(cells).toHaveCount(3)
    for (const cell of await cells.all()) await expect(cell).toHaveText(fact)
  }
  for (const cell of await table
    .getByRole('row', { name: /^Prix pour votre groupe/ })
    .getByRole('cell')
    .all())
    expect(euros(await cell.textContent())).toBeGreaterThan(0)
  // The table scrolls in its own region: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await shot(page, `compare-${width}`, { fullPage: true })
  await checkA11y()
}

test.describe('holiday results @mobile', () => {
  test('a pasted deep link renders its first page on the server, its first card whole on a phone’s first screen; the mobile Trier / Filtrer / Carte buttons work; three offers compared side by side', async ({
    page,
    request,
    isMobile,
    checkA11y,
  }) => {
    const url = '/search-products?travelType=sejour&orderBy=mark_desc&layout=list'
    const html = await (await request.get(url)).text()
    expect(html).toMatch(/\d+ offres/)
    expect(html).toContain('data-product-card')
    if (isMobile) await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await expect(results(page).getByRole('article').first()).toBeVisible()
    await shot(page, `results-${isMobile ? 375 : 1280}`)
    await checkA11y()
    if (isMobile) {
      // The first card is whole on the first screen (title, summary, count and one options bar above it).
      const first = await box(results(page).getByRole('article').first())
      expect(first.y + first.height).toBeLessThanOrEqual(812)

      await page.getByRole('button', { name: 'Filtrer', exact: true }).click()
      const drawer = page.getByRole('dialog', { name: 'Filtres' })
      await expect(drawer.getByRole('button', { name: /^Afficher \d+ offres?$/ })).toBeVisible()
      await shot(page, `filters-375`)
      await checkA11y()
      await tick(drawer, /^5 étoiles/)
      const apply = drawer.getByRole('button', { name: /^Afficher \d+ offres?$/ })
      await apply.click()
      await expect(drawer).toBeHidden()
      await expect.poll(() => param(page, 'stars')).toEqual([5])

      await page.getByRole('button', { name: 'Trier', exact: true }).click()
      await page.getByRole('dialog', { name: 'Trier' }).getByRole('link', { name: 'Trier par prix croissant' }).click()
      await expect(page).not.toHaveURL(/orderBy/)
      expect(param(page, 'stars')).toEqual([5])

      // 'Mosaïque' at 375 px: one card a row.
      await page.getByRole('navigation', { name: 'Affichage des résultats' }).getByRole('link', { name: 'Mosaïque' }).click()
      await expect(page).not.toHaveURL(/layout=list/)
      await expect(results(page)).toHaveAttribute('data-layout', 'grid')
      await expect(results(page).getByRole('article').first()).toBeVisible()
      await shot(page, `results-grid-375`)
      await checkA11y()
    }
    await compareThree(page, checkA11y, isMobile ? 375 : 1280)
  })
})

test.describe('holiday results', () => {
  test('filters, sort and layout change the URL and the list; a fresh context reopens the deep link identically', async ({ page, browser, checkA11y }) => {
    test.setTimeout(90_000)
    await page.goto('/search-products?travelType=sejour')
    await page.waitForLoadState('networkidle')
    const total = await countOf(page)
    expect(total).toBeGreaterThan(100)
    // The specs' 'previous filters' block, a placeholder, closes the filters.
    await expect(page.getByRole('complementary', { name: 'Filtres' }).getByRole('region', { name: 'Filtres précédents' })).toContainText('Vos derniers filtres')

    // Sort: best mark first.
    await page.getByRole('navigation', { name: 'Trier les résultats' }).getByRole('link', { name: 'Trier par meilleure note' }).click()
    await expect(page).toHaveURL(/orderBy=mark_desc/)
    const firstMarks = await results(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 3).map((c) => c.textContent))
    expect(firstMarks.length).toBe(3)

    // Layout: 'Liste'.
    await page.getByRole('navigation', { name: 'Affichage des résultats' }).getByRole('link', { name: 'Liste' }).click()
    await expect(page).toHaveURL(/layout=list/)
    await expect(results(page)).toHaveAttribute('data-layout', 'list')

    // Filters of the side panel: a star category and a client mark.
    const panel = page.getByRole('complementary', { name: 'Filtres' })
    await tick(panel, /^4 étoiles/)
    await expect.poll(() => param(page, 'stars')).toEqual([4])
    await expect.poll(() => countOf(page)).toBeLessThan(total)
    const fourStars = await countOf(page)
    await tick(panel, /^Très bien ou \+/)
    await expect.poll(() => param(page, 'scores')).toEqual([7])
    // The URL changes at once, the count when the new list has arrived (fewer: the seed has
    // 4-star offers marked under 7).
    await expect.poll(() => countOf(page)).toBeLessThan(fourStars)
    const filtered = await countOf(page)
    expect(filtered).toBeGreaterThan(0)
    for (const card of (await results(page).getByRole('article').all()).slice(0, 6)) {
      await expect(card).toContainText('4 étoiles')
    }
    // The chosen filters as removable chips.
    const chips = page.getByRole('grid', { name: 'Filtres choisis' })
    await expect(chips.getByRole('row', { name: /4 étoiles/ })).toBeVisible()
    await checkA11y()
    await shot(page, `filtered-1280`)

    // The deep link reopens identically in a fresh context.
    const url = page.url()
    const fresh = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 800 } })
    const other = await fresh.newPage()
    await other.goto(url)
    await expect(offersHeading(other)).toHaveText(`${filtered} offre${filtered > 1 ? 's' : ''}`)
    await waitForHydration(other)
    // The same products in the same rows. Only rows near each page's viewport are mounted (the
    // first page is scrolled to its filters, the new one is not): compared row by row where both are.
    const titles = (p: Page) =>
      results(p)
        .locator(':scope > li')
        .evaluateAll((rows) =>
          Object.fromEntries(rows.map((r) => [r.getAttribute('data-index'), [...r.querySelectorAll('article h3')].map((h) => h.textContent)])),
        )
    const [mine, theirs] = [await titles(page), await titles(other)]
    const common = Object.keys(theirs).filter((i) => i in mine)
    expect(common).toContain('0')
    expect(common.length).toBeGreaterThanOrEqual(3)
    for (const i of common) expect(theirs[i], `row ${i}`).toEqual(mine[i])
    await fresh.close()

    // 'Tout effacer' empties the filters, keeps sort and layout.
    await page.getByRole('button', { name: 'Tout effacer' }).click()
    await expect(page).not.toHaveURL(/stars=/)
    await expect(page).toHaveURL(/orderBy=mark_desc/)
    await expect.poll(() => countOf(page)).toBe(total)
  })

  test('infinite scroll loads page 2, then the end message; mounted cards stay bounded', async ({ page, checkA11y }) => {
    test.setTimeout(60_000)
    // A search of a few pages (24 products a page), from a link in the spec's query names: the
    // server redirects it to the page's own names.
    await page.goto('/search-products?type_voyage=circuit&stars=4,5')
    await expect(page).toHaveURL(/[?&]travelType=circuit/)
    expect(page.url()).not.toContain('type_voyage')
    await expect(page.getByRole('heading', { level: 1, name: 'Circuits', exact: true })).toBeVisible()
    await waitForHydration(page)
    const total = await countOf(page)
    expect(total).toBeGreaterThan(24)
    expect(total).toBeLessThan(400)
    const mounted = () => results(page).getByRole('article').count()
    const endMessage = page.getByText('Aucune autre offre trouvée')
    await expect(endMessage).toBeHidden()
    const start = await mounted()
    for (let i = 0; i < 30 && !(await endMessage.isVisible()); i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForLoadState('networkidle')
      expect(await mounted()).toBeLessThan(40)
    }
    await expect(endMessage).toBeVisible()
    expect(start).toBeLessThan(24)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(endMessage).toBeInViewport()
    // The last product is there (virtualized: only rows near the viewport are mounted).
    const lastRow = results(page).locator(':scope > li').last()
    await expect(lastRow).toHaveAttribute('data-index', String(Math.ceil(total / 3) - 1))
    await checkA11y()
  })

  test('Back from a product opened deep in the list shows the list at that product again', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/search-products?travelType=sejour&layout=list')
    // The next pages load from the hydrated list.
    await waitForHydration(page)
    const lastIndex = () => results(page).locator(':scope > li').last().getAttribute('data-index').then(Number)
    // Three pages (24 products each) in the list, by scrolling.
    // Each time to the bottom, until more rows come (a network-idle wait could end before the
    // sentinel's fetch started).
    for (let i = 0; i < 10 && (await lastIndex()) < 60; i++) {
      const before = await lastIndex()
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return lastIndex()
        })
        .toBeGreaterThan(before)
    }
    expect(await lastIndex()).toBeGreaterThanOrEqual(60)
    // A product on screen, deep in the list (past the first two pages).
    await page.evaluate(() => window.scrollBy(0, -600))
    const index = await results(page)
      .locator(':scope > li')
      .evaluateAll((rows) =>
        rows.find((r) => r.getBoundingClientRect().top >= 0 && r.getBoundingClientRect().bottom <= window.innerHeight)?.getAttribute('data-index'),
      )
    expect(Number(index)).toBeGreaterThan(48)
    const card = results(page).locator(`:scope > li[data-index="${index}"]`).getByRole('article')
    const title = (await card.getByRole('heading').textContent())!.trim()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(5000)
    await card.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)

    await page.goBack()
    await expect(page).toHaveURL(/\/search-products\?/)
    await expect(
      results(page)
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) }),
    ).toBeInViewport()
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100)
  })
})

test.describe('holiday search bar @mobile', () => {
  test('a tour search (Circuits Organisés, from Lyon, one week) lands on /search-products with its params', async ({ page, isMobile, checkA11y }) => {
    test.setTimeout(60_000)
    await page.goto('/search-products?travelType=sejour')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Modifier la recherche' }).click()
    const drawer = page.getByRole('dialog', { name: 'Séjours, Circuits, Croisières, vols' })
    await drawer.getByRole('radio', { name: 'Circuits', exact: true }).click()
    await drawer.getByRole('tab', { name: 'Circuits Organisés' }).click()
    await shot(page, `search-drawer-${isMobile ? 375 : 1280}`)
    await checkA11y()
    await drawer.getByRole('button', { name: /Ville de départ/ }).click()
    const departure = page.getByRole('dialog', { name: 'Ville de départ' })
    await expect(departure.getByRole('region', { name: 'Villes de départ suggérées' })).toBeVisible()
    await departure.getByRole('searchbox', { name: 'Rechercher une ville de départ' }).fill('zzz')
    await expect(departure.getByText('Aucune ville de départ trouvée')).toBeVisible()
    await departure.getByRole('searchbox', { name: 'Rechercher une ville de départ' }).fill('ly')
    await departure.getByRole('button', { name: 'Lyon' }).click()
    await expect(departure).toBeHidden()
    await drawer.getByRole('button', { name: /Durée/ }).click()
    const duration = page.getByRole('dialog', { name: 'Combien de temps ?' })
    await duration.getByRole('radio', { name: 'Une semaine', exact: true }).click()
    await duration.getByRole('button', { name: 'Valider' }).click()
    await expect(drawer.getByRole('button', { name: /Une semaine/ })).toBeVisible()
    await drawer.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/travelType=circuit/)
    const url = new URL(page.url())
    expect(param(page, 'themes')).toEqual(['circuit-organise'])
    expect(url.searchParams.get('departureCity')).toBe('LYS')
    expect(url.searchParams.get('minMaxNights')).toBe('7,7')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Circuits')
    await expect(page.getByText('Départ de Lyon · Une semaine')).toBeVisible()

    // A product found: its duration is the search's week; 'Envie d'un autre voyage ?' follows the search and opens the bar filled with it.
    const first = results(page).getByRole('article').first()
    const title = (await first.getByRole('heading').textContent())!.trim()
    await first.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    const box = page.getByRole('region', { name: 'Prix et disponibilités' })
    await expect(box.getByRole('button', { name: /Durée/ })).toContainText('/ 7 nuits')
    await expect(box.getByRole('button', { name: /Ville de départ/ })).toContainText('Lyon')
    const destination = (await page.locator('main header p').first().textContent())!.split(' - ').at(-1)!
    const another = page.getByRole('button', { name: /^Envie d’un autre voyage \?/ })
    await expect(another).toHaveText(`Envie d’un autre voyage ?Circuits · ${destination} · Une semaineRechercher`)
    await another.click()
    // The top drawer's bar from md up; the phone's full-screen search drawer below.
    const bar = page.getByRole('dialog', { name: isMobile ? 'Séjours, Circuits, Croisières, vols' : 'Rechercher un voyage' })
    if (isMobile) await expect(bar.getByRole('radio', { name: 'Circuits', exact: true })).toBeChecked()
    else await expect(bar.getByRole('tab', { name: 'Circuits', exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(bar.getByRole('tab', { name: 'Circuits Organisés' })).toHaveAttribute('aria-selected', 'true')
    const tours = bar.getByRole('tabpanel', { name: 'Circuits Organisés' })
    await expect(tours.getByRole('button', { name: /^Ville de départ/ })).toContainText('Lyon')
    await expect(tours.getByRole('button', { name: /^Destination/ })).toContainText(destination)
    await expect(tours.getByRole('button', { name: /^Durée/ })).toContainText('Une semaine')
    await checkA11y()
    await shot(page, `another-trip-${isMobile ? 375 : 1280}`)
  })
})

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
  test('answers questions: a keyboard gallery that closes back to its button, what the price includes, the cabins, the cruise’s ports, the country’s formalities, the map when asked for, reviews paged and filtered', async ({
    page,
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
