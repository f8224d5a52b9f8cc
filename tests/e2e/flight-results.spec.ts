import { expect, test } from './fixtures'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const SEARCH = `/search?from=PAR&to=NYC&fromLabel=Paris&toLabel=New%20York&departure=${day(20)}&return=${day(27)}&adults=2`

test.describe('flight results @mobile', () => {
  test('a pasted URL renders its results on the server, and the client hydrates them', async ({ page, request, checkA11y }) => {
    const html = await (await request.get(SEARCH)).text()
    expect(html).toMatch(/\d+ vols/)
    expect(html).toContain('Voir le détail')
    await page.goto(SEARCH)
    const list = page.getByRole('list', { name: 'Vols' })
    await expect(list.getByRole('article').first()).toBeVisible()
    await checkA11y()
  })
})

test.describe('flight results', () => {
  test('sort and filters update the URL (replace) and the list; a reload and a new context show the same', async ({ page, browser, checkA11y }) => {
    test.setTimeout(60_000)
    await page.goto(SEARCH)
    const heading = page.getByRole('heading', { level: 2, name: /vols?( sur \d+)?$/ })
    const total = Number((await heading.textContent())!.match(/\d+/)![0])
    expect(total).toBeGreaterThan(50)

    await page.getByRole('radio', { name: 'Trier par meilleure note' }).click()
    await expect(page).toHaveURL(/orderBy=mark_desc/)

    await page.getByText('Direct uniquement').click()
    await expect(page).toHaveURL(/scales=direct/)
    await expect(heading).toHaveText(new RegExp(`sur ${total}$`))
    const filtered = Number((await heading.textContent())!.match(/\d+/)![0])
    expect(filtered).toBeLessThan(total)
    for (const card of await page.getByRole('list', { name: 'Vols' }).getByRole('article').all()) {
      await expect(card).not.toContainText('escale')
    }
    await checkA11y()

    await page.getByRole('radio', { name: 'Mosaïque' }).click()
    await expect(page).toHaveURL(/layoutStyle=grid/)

    const url = page.url()
    const firstCard = await page.getByRole('list', { name: 'Vols' }).getByRole('article').first().getAttribute('aria-labelledby')
    await page.reload()
    await expect(heading).toHaveText(new RegExp(`^${filtered} vols? sur ${total}$`))
    const other = await browser.newContext({ locale: 'fr-FR' })
    const second = await other.newPage()
    await second.goto(url)
    await expect(second.getByRole('heading', { level: 2, name: new RegExp(`^${filtered} vols? sur ${total}$`) })).toBeVisible()
    expect(await second.getByRole('list', { name: 'Vols' }).getByRole('article').first().getAttribute('aria-labelledby')).toBe(firstCard)
    await other.close()

    // Replace, not push: one step back leaves the results page.
    await page.goBack()
    await expect(page).not.toHaveURL(/scales=direct/)
  })

  test('airline and price filters', async ({ page }) => {
    await page.goto(SEARCH)
    const airlines = page.getByRole('group', { name: 'Compagnies' })
    const first = airlines.getByRole('checkbox').first()
    const name = (await first.locator('xpath=ancestor::label').textContent())!.replace(/\d[\d\s\u202f]*,\d{2}\s€$/, '').trim()
    await first.locator('xpath=ancestor::label').click()
    await expect(page).toHaveURL(/airlinesSelected=/)
    const cards = page.getByRole('list', { name: 'Vols' }).getByRole('article')
    await expect(cards.first()).toContainText(name)

    const slider = page.getByRole('slider', { name: 'Prix maximum' })
    await slider.focus()
    await page.keyboard.press('Home')
    await expect(page).toHaveURL(/maxPrice=\d+/)
  })

  test('thousands of solutions keep few rows mounted', async ({ page }) => {
    await page.goto(SEARCH)
    await page.mouse.wheel(0, 20_000)
    await page.waitForTimeout(500)
    const mounted = await page.getByRole('list', { name: 'Vols' }).locator(':scope > li').count()
    expect(mounted).toBeLessThan(30)
  })

  test('an incomplete search asks to search again', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('heading', { name: 'Rechercher à nouveau' })).toBeVisible()
  })
})

test.describe('detail panel and selection', () => {
  test('open the detail, choose a fare, select: an agency is asked for, then the booking starts with a real order', async ({ page, checkA11y }) => {
    test.setTimeout(60_000)
    await page.goto(SEARCH)
    await page.getByRole('button', { name: /^Voir le détail/ }).first().click()
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
    await drawer.getByRole('list', { name: 'Agences' }).getByRole('button', { name: /^Choisir l'agence/ }).first().click()
    await expect(page).toHaveURL(/\/booking\/fares\?order_id=\d+/)
    await expect(page.getByText(/Commande n° \d+/)).toBeVisible()
  })

  test('airline reservation failure shows its modal (demo API fault)', async ({ page, request }) => {
    await request.post('/api/v2/demo/faults', { data: { path: '/order/*/ticket/reserve', fault: 'reserve-failed', times: 1 } })
    try {
      await page.goto(SEARCH)
      // An agency first, so 'Sélectionner' goes straight to the reservation.
      await page.getByRole('button', { name: 'Veuillez sélectionner votre agence en ligne' }).click()
      await page.getByRole('dialog', { name: 'Sélectionner votre agence' }).getByRole('button', { name: /^Choisir l'agence/ }).first().click()
      await page.getByRole('button', { name: /^Voir le détail/ }).first().click()
      const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Détails du voyage' }) })
      await expect(panel.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible()
      await panel.getByRole('button', { name: 'Sélectionner', exact: true }).last().click()
      await expect(page.getByRole('alertdialog', { name: 'Réservation impossible' })).toContainText(
        'La réservation de votre billet auprès de la compagnie a échoué. Vous pouvez essayer à nouveau',
      )
    } finally {
      await request.delete('/api/v2/demo/faults')
    }
  })
})
