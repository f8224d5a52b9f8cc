import { box, day, expect, parisNewYork, settled, test, waitForHydration, shot } from './fixtures'

/**
 * The flight results page (/search): server render, hydration, the list, sorting by mark, the
 * page's own modals. Sort and filters: flight-results-filters.spec.ts; detail: flight-detail.spec.ts.
 */

const SEARCH = parisNewYork(20)
/** Further ahead: other generated flights. */
const SEARCH_LATER = parisNewYork(30)

test.describe('flight results @mobile', () => {
  test('on a small screen the side panel and the header’s form (hidden) are not hydrated until the window is wide enough to show them', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the side panel is shown from 1200 px, the header’s form from 900 px')
    await page.goto(SEARCH)
    await waitForHydration(page)
    // A node React has hydrated carries its fiber.
    const form = page.locator('header form[data-variant="compact"]')
    const hydrated = () => form.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))
    await expect(form).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect(await hydrated()).toBe(false)
    const sidebar = page.locator('aside[aria-labelledby="filtrer-par"]')
    await expect(sidebar).toBeHidden()
    const region = sidebar.locator('[data-click-replay]')
    await expect(region).toHaveAttribute('data-deferred', '')
    await expect(region).not.toHaveAttribute('data-hydrated', '')
    // Its server HTML is still there (not a fallback).
    await expect(sidebar.getByText('Direct uniquement')).toHaveCount(1)
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(region).toHaveAttribute('data-hydrated', '')
    await expect(region).not.toHaveAttribute('data-deferred', '')
    await sidebar.getByText('Direct uniquement').click()
    await expect(page).toHaveURL(/scales=direct/)
    await expect(sidebar.getByRole('radio', { name: 'Direct uniquement' })).toBeChecked()
    await expect(form).toBeVisible()
    await expect.poll(hydrated).toBe(true)
  })

  test('the flexible-dates strip takes its skeleton’s place without moving the list (round trip and one-way)', async ({ page, browser }) => {
    const oneWay = SEARCH.replace(/&return=[^&]+/, '') + '&_type=oneWay'
    // The server's HTML (no JavaScript): the skeleton, in the strip's place.
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: page.viewportSize() })
    const serverPage = await noScript.newPage()
    for (const url of [SEARCH, oneWay]) {
      await serverPage.goto(url)
      // The strip's placeholder ('Évolution des prix', closed, is a button before it).
      const skeleton = serverPage.locator('[data-date-prices] > [aria-hidden="true"]').first()
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true')
      const skeletonHeight = (await skeleton.boundingBox())!.height
      await page.goto(url)
      const strip = page.getByRole('navigation', { name: 'Dates flexibles' })
      // It shows once its prices have come (the skeleton until then): a readiness wait, as long as
      // a hydration's (its prices are the searches of the days around, after the page's own).
      await expect(strip.getByRole('button')).toHaveCount(7, { timeout: 30_000 })
      expect((await strip.boundingBox())!.height, url).toBe(skeletonHeight)
    }
    await noScript.close()
  })

  test("'Évolution des prix': closed, one line; opened, the searched day's price is the strip's; a day picked by keyboard is searched @mobile", async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    // Three searches and a filtered graph (61 days' searches on the server).
    test.setTimeout(120_000)
    if (isMobile) await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(`/search?from=PAR&to=NCE&departure=${day(20)}&return=${day(27)}&adults=1`)
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Évolution des prix' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect((await toggle.boundingBox())!.height).toBeLessThanOrEqual(48)
    // The strip's price of the searched day (a readiness wait: the searches of the days around).
    const stripDay = page.getByRole('navigation', { name: 'Dates flexibles' }).locator('[aria-current="date"]')
    await expect(stripDay).toBeVisible({ timeout: 30_000 })
    const stripPrice = (await stripDay.locator('span').last().textContent())!
    expect(stripPrice).toMatch(/\d,\d{2}\s€$/)
    await checkA11y()

    // Opened with the keyboard: in the URL, the searched day selected, named by its date and price.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page).toHaveURL(/priceGraph=true/)
    const days = page.getByRole('listbox', { name: /^Prix par date de départ/ })
    const searched = days.getByRole('option', { selected: true })
    await expect(searched).toHaveAttribute('data-key', day(20), { timeout: 30_000 })
    const longDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Paris' })
    const name = (await searched.getAttribute('aria-label'))!
    expect(name.startsWith(`${longDay.format(new Date(Date.now() + 20 * 86_400_000))}, `)).toBe(true)
    expect(name.split(', ')[1]).toBe(stripPrice)
    await settled(page)
    await checkA11y()
    await shot(page, `flights-price-graph-${isMobile ? '375x812' : '1280x800'}`)

    // One tab stop, on the searched day; arrows to a later day, Enter searches it (same stay).
    await page.keyboard.press('Tab')
    await expect(searched).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const picked = (await page.evaluate(() => document.activeElement?.getAttribute('data-key')))!
    expect(picked > day(20)).toBe(true)
    const back = new Date(`${picked}T00:00:00Z`)
    back.setUTCDate(back.getUTCDate() + 7)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`departure=${picked}&return=${back.toISOString().slice(0, 10)}.*priceGraph=true`))
    await expect(searched).toHaveAttribute('data-key', picked, { timeout: 30_000 })
    await expect(page.locator('#resultats')).toHaveText(/\d+ vols/)

    // With a filter, the graph's day is the cheapest flight the filter keeps: the strip's.
    await page.goto(`${page.url()}&checkedBag=true`)
    await expect(page.getByText(/^Prix les plus bas par date de départ \(séjour de 7 nuits\), avec vos filtres$/)).toBeVisible({ timeout: 60_000 })
    await expect(stripDay).toBeVisible({ timeout: 30_000 })
    const filteredPrice = (await stripDay.locator('span').last().textContent())!
    await expect(searched).toHaveAttribute('aria-label', new RegExp(`, ${filteredPrice.replace(/\s/g, '\\s')}(, prix le plus bas)?$`), { timeout: 30_000 })
  })

  test("mobile chips open the filters drawer on their part: 'Escales', then 'Tous les filtres'", async ({ page, isMobile, checkA11y }) => {
    test.skip(!isMobile, 'the chips replace the side panel on small screens')
    await page.goto(SEARCH)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Escales', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Escales' })
    await expect(drawer.getByRole('radiogroup', { name: 'Escales' })).toBeVisible()
    await expect(drawer.getByRole('group', { name: 'Compagnies' })).toHaveCount(0)
    await checkA11y()
    await drawer.getByText('Direct uniquement').click()
    await expect(page).toHaveURL(/scales=direct/)
    await drawer.getByRole('button', { name: /^Afficher \d+ vols?$/ }).click()
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: 'Tous les filtres (1)' }).click()
    const all = page.getByRole('dialog', { name: 'Filtrer par' })
    await expect(all.getByRole('group', { name: 'Compagnies' })).toBeVisible()
    await expect(all.getByRole('slider', { name: 'Prix maximum' })).toBeAttached()
    await page.keyboard.press('Escape')
    await expect(all).toBeHidden()

    // 'Trier', first in the same row: the sorts in a sheet.
    await page.getByRole('button', { name: 'Trier', exact: true }).click()
    const sorts = page.getByRole('dialog', { name: 'Trier' })
    await expect(sorts.getByRole('link', { name: 'Trier par prix croissant' })).toHaveAttribute('aria-current', /^(true|page)$/)
    await settled(page)
    await checkA11y()
    await sorts.getByRole('link', { name: 'Le plus rapide' }).click()
    await expect(sorts).toBeHidden()
    await expect(page).toHaveURL(/orderBy=duration_asc/)
    expect(new URL(page.url()).searchParams.get('scales')).toBe('direct')
  })

  test('a pasted /search link renders its results and names on the server, and the client hydrates them; its first card is whole on a phone’s first screen, nothing in a card is cut at 1280 px; a ‘Meilleurs prix’ entry searches its city @mobile', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    const url = `/search?from=PAR&to=NCE&departure=${day(20)}&return=${day(25)}&adults=2`
    const html = await (await page.request.get(url)).text()
    // The server renders the results.
    expect(html).toMatch(/\d+ vols/)
    expect(html).toContain('Voir le détail')
    // NCE is the airport: the lookup names it 'Nice-Côte d'Azur'.
    expect(html).toContain('Paris (PAR)')
    expect(html).toContain('Nice-Côte d&#x27;Azur (NCE)')
    expect(html).not.toContain('PAR (PAR)')
    expect(html).not.toContain('NCE (NCE)')
    expect(html).toMatch(/<title>Vols Paris - Nice-Côte d(&#x27;|')Azur \| Horizon Voyages<\/title>/)
    // The console guard fails the test on a hydration mismatch.
    if (isMobile) await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(url)
    await waitForHydration(page)
    const cards = page.getByRole('list', { name: 'Vols' }).getByRole('article')
    if (isMobile) {
      await expect(page.getByRole('button', { name: /^Modifier la recherche/ })).toContainText("Paris → Nice-Côte d'Azur")
      // Summary, count, strip and one toolbar above it: the first result whole on the first screen.
      await expect(page.getByRole('navigation', { name: 'Dates flexibles' })).toBeVisible({ timeout: 30_000 })
      const first = await box(cards.first())
      expect(first.y + first.height).toBeLessThanOrEqual(812)
      await shot(page, 'nice-375')
    } else {
      const form = page.getByRole('form', { name: 'Rechercher un vol' }).first()
      await expect(form.getByRole('button', { name: /^Départ/ })).toContainText('Paris (PAR)')
      await expect(form.getByRole('button', { name: /^Destination/ })).toContainText("Nice-Côte d'Azur (NCE)")
      // Carrier names and '1 escale · 3 h 50' whole in the compact rows: no text cut with an ellipsis.
      await expect(cards.first()).toBeVisible()
      const cut = await cards.evaluateAll((articles) =>
        articles.flatMap((article) =>
          [...article.querySelectorAll('*')]
            .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth)
            .map((el) => el.textContent),
        ),
      )
      expect(cut).toEqual([])
    }
    await checkA11y()

    // 'Meilleurs prix': each entry a link to the same trip toward its city, its price on one line.
    await page.getByRole('button', { name: 'Meilleurs prix' }).click()
    const italy = page.getByRole('link', { name: /^Italie Rome dès 79,00\s€$/ })
    await expect(italy).toBeVisible()
    const priceLines = await italy.getByText(/^dès/).evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    })
    expect(priceLines).toBe(1)
    await checkA11y()
    await italy.click()
    await expect(page).toHaveURL(/\/search\?.*to=ROM/)
    const params = new URL(page.url()).searchParams
    expect([params.get('from'), params.get('departure'), params.get('return'), params.get('adults')]).toEqual(['PAR', day(20), day(25), '2'])
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ vols?/ })).toBeVisible()
    if (isMobile) await expect(page.getByRole('button', { name: /^Modifier la recherche/ })).toContainText('Paris → Rome')
    else
      await expect(
        page
          .getByRole('form', { name: 'Rechercher un vol' })
          .first()
          .getByRole('button', { name: /^Destination/ }),
      ).toContainText('Rome (ROM)')
  })
})

test.describe('flight results', () => {
  test('without JavaScript, sort, layout and detail links still work (server-rendered)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto(SEARCH)
    await page.getByRole('navigation', { name: 'Trier les résultats' }).getByRole('link', { name: 'Le plus rapide' }).click()
    await expect(page).toHaveURL(/orderBy=duration_asc/)
    await expect(page.getByRole('navigation', { name: 'Trier les résultats' }).getByRole('link', { name: 'Le plus rapide' })).toHaveAttribute(
      'aria-current',
      /^(true|page)$/,
    )
    await page.getByRole('navigation', { name: 'Affichage des résultats' }).getByRole('link', { name: 'Mosaïque' }).click()
    await expect(page).toHaveURL(/layoutStyle=grid/)
    await page
      .getByRole('link', { name: /^Voir le détail/ })
      .first()
      .click()
    await expect(page).toHaveURL(/detail=/)
    await context.close()
  })

  test('thousands of solutions keep few rows mounted', async ({ page }) => {
    await page.goto(SEARCH)
    await waitForHydration(page)
    await page.mouse.wheel(0, 20_000)
    // Scrolled far down: the first rows have left the list (each row says its index).
    const rows = page.getByRole('list', { name: 'Vols' }).locator(':scope > li')
    await expect.poll(async () => Number(await rows.first().getAttribute('data-index'))).toBeGreaterThan(0)
    const mounted = await rows.count()
    expect(mounted).toBeGreaterThan(0)
    expect(mounted).toBeLessThan(30)
  })

  test('an incomplete search asks to search again; one whose dates are past is the form with its message', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('heading', { name: 'Rechercher à nouveau' })).toBeVisible()
    // Past dates break a form rule: the page says what to fix (search-input.spec.ts covers every rule).
    await page.goto('/search?from=PAR&to=NYC&departure=2020-01-10&return=2020-01-17')
    await expect(page.getByRole('heading', { name: 'Vérifiez votre recherche' })).toBeVisible()
    await expect(page.getByText('Date invalide').first()).toBeVisible()
  })

  test("'Trier par meilleure note' shows each card's mark, explained, in non-increasing order", async ({ page, checkA11y }) => {
    await page.goto(`${SEARCH_LATER}&orderBy=mark_desc`)
    await waitForHydration(page)
    const cards = page.getByRole('list', { name: 'Vols' }).getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByText(/^Note sur 10 calculée par Horizon Voyages/)).toBeVisible()
    const marks: number[] = []
    for (const card of (await cards.all()).slice(0, 12)) {
      const badge = card.locator('[data-mark]')
      await expect(badge).toBeVisible()
      await expect(badge).toHaveAttribute('title', /^Note sur 10 calculée par Horizon Voyages/)
      const mark = Number(await badge.getAttribute('data-mark'))
      const shown = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(mark)
      // Seen and heard the same: '8,4', 'note 8,4 sur 10'.
      await expect(badge).toContainText(shown)
      await expect(card.getByRole('heading')).toContainText(`note ${shown} sur 10`)
      marks.push(mark)
    }
    expect(marks.length).toBeGreaterThan(3)
    expect(marks).toEqual([...marks].sort((a, b) => b - a))
    await checkA11y()
    await shot(page, 'flights-marks-1280x800')

    // Scrolled far down (next pages): still in order after the first ones.
    await page.mouse.wheel(0, 6000)
    await expect.poll(async () => (await cards.all()).length).toBeGreaterThan(0)
    const later = await page.locator('[data-mark]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-mark'))))
    expect(later).toEqual([...later].sort((a, b) => b - a))
    expect(Math.max(...later)).toBeLessThanOrEqual(marks.at(-1)!)
  })
})

test.describe('business modals', () => {
  test('a one-way to the United States asks for a return ticket and switches to Aller/Retour', async ({ page }) => {
    await page.goto(`/search?_type=oneWay&from=PAR&to=NYC&departure=${day(20)}&adults=1`)
    // The dialog opens in the browser once the page has hydrated (slow on a loaded machine).
    await waitForHydration(page)
    const dialog = page.getByRole('alertdialog', { name: 'Billet retour obligatoire' })
    // The error catalogue's message (the dialog's own asks 'Voulez-vous rechercher…').
    await expect(dialog).toContainText('Les autorités de votre destination exigent un billet retour. Veuillez effectuer une recherche Aller/Retour.')
    await dialog.getByRole('button', { name: 'Passer en Aller/Retour' }).click()
    await expect(page).not.toHaveURL(/_type=oneWay/)
    await expect(page).toHaveURL(new RegExp(`return=${day(27)}`))
    await expect(page.locator('#resultats')).toHaveText(/\d+ vols/)
  })
})
