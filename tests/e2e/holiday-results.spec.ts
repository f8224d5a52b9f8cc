import type { Page } from '@playwright/test'
import { countOf, euros, offersHeading, param, results, tick } from './catalogue.helpers'
import { box, expect, shot, test, waitForHydration } from './fixtures'

/** Holiday results (/search-products) and the holiday search bar; the map mode is in catalogue-map.spec.ts, the product page in product-page.spec.ts. */

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
  await expect(toggle(3)).toHaveAccessibleDescription(/3 offres au maximum/)
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
    // The server's page shows three list rows; its data holds the first 6 results (SERVER_FIRST_PRODUCTS: a grid's two rows
    // of three), not the page's 24. The rest of the page comes once live (the infinite scroll test below reaches the last one).
    expect(html.match(/data-product-card/g)).toHaveLength(3)
    expect(html.match(/product_id:/g)).toHaveLength(6)
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
