import { expect, holdServerFunctions, test, waitForHydration, shot } from './fixtures'

/**
 * MapLibre's start (its large chunk, the basemap, a software WebGL context) after the list is
 * several times slower on a loaded machine: a readiness wait, like a navigation's.
 */
const MAP_READY = { timeout: 30_000 }

// Without geolocation permission nothing asks the browser on load: the agency is chosen from the drawer.
test.describe('agency selection', () => {
  test('choose an agency from the list; the label changes and survives a reload', async ({ page, checkA11y }) => {
    await page.goto('/vol')
    await page.getByRole('button', { name: 'Veuillez sélectionner votre agence en ligne' }).click()
    const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
    await expect(drawer).toBeVisible()
    const first = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem').first()
    const name = (await first.getByRole('heading').textContent())!.replace(/^Agence /, '')
    await expect(drawer.locator('.maplibregl-map')).toBeVisible(MAP_READY)
    await checkA11y()
    await first.getByRole('button', { name: `Choisir l'agence ${name}` }).click()
    await expect(drawer).toBeHidden()
    const label = page.getByRole('button', { name: `Agence ${name} - Changer d'agence` })
    await expect(label).toBeVisible()
    await page.reload()
    await expect(label).toBeVisible()
    // The server knows the agency: it is in the first HTML.
    const html = await (await page.request.get('/vol')).text()
    expect(html).toContain(`Agence ${name}`)
  })

  test('the map loads only when the drawer opens; a town without an agency of its name: chosen among the suggestions, the agencies within 40 km, nearest first @mobile', async ({
    page,
    checkA11y,
  }) => {
    const scripts: string[] = []
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()))
    await page.goto('/vol')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const before = scripts.length
    await page.getByRole('button', { name: 'Veuillez sélectionner votre agence en ligne' }).click()
    const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
    const search = drawer.getByRole('combobox', { name: 'Rechercher une agence' })
    // MapLibre's start holds the main thread for seconds on a loaded machine: typed after it.
    await expect(drawer.locator('.maplibregl-map')).toBeVisible(MAP_READY)
    expect(scripts.length).toBeGreaterThan(before)
    await search.click()
    await page.keyboard.type('vienne')
    // No agency has 'Vienne' in its name, city or address: the list is empty, the town is suggested.
    // (While the suggestions are open, react-aria hides the rest of the drawer from assistive technology.)
    await expect(drawer.locator('[role=status]')).toHaveText('Aucune agence à afficher')
    const suggestion = page.getByRole('option', { name: 'Vienne 38200 · Isère (38)' })
    await expect(suggestion).toBeVisible()
    await expect(search).toHaveAttribute('aria-expanded', 'true')
    await checkA11y()
    // Keyboard only; the agencies' reply held to check the page while it loads.
    const release = await holdServerFunctions(page)
    await page.keyboard.press('ArrowDown')
    await expect(search).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id'))!)
    await page.keyboard.press('Enter')
    await expect(search).toHaveValue('Vienne')
    await expect(drawer.getByText('Chargement des agences…')).toBeVisible()
    await checkA11y()
    release()
    await expect(drawer.getByRole('status')).toHaveText(/^\d+ agences? à moins de 40 km de Vienne$/)
    const items = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem')
    const distances = (await items.allTextContents()).map((text) => Number(/à (\d+(?:,\d+)?) km/.exec(text)?.[1]?.replace(',', '.')))
    // Lyon's agencies are about 27 km away.
    expect(distances.length).toBeGreaterThanOrEqual(4)
    for (const km of distances) expect(km).toBeLessThanOrEqual(40)
    expect(distances).toEqual(distances.toSorted((a, b) => a - b))
    await expect(items.first()).toContainText('Lyon')
    await shot(page, `agencies-by-place-${page.viewportSize()!.width}`)
    await checkA11y()
  })

  test.describe('with geolocation', () => {
    test.use({ geolocation: { latitude: 44.8378, longitude: -0.5792 }, permissions: ['geolocation'] })

    test('the nearest agency within 40 km is chosen at start-up; nearby agencies show distances', async ({ page }) => {
      await page.goto('/vol')
      await expect(page.getByRole('button', { name: /^Agence .* - Changer d'agence$/ })).toBeVisible()
      await page.getByRole('button', { name: /Changer d'agence/ }).click()
      const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
      await drawer.getByText('Agences autour de moi').click()
      await expect(drawer.getByRole('switch', { name: 'Agences autour de moi' })).toBeChecked()
      const first = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem').first()
      await expect(first).toContainText(/à \d/)
      await expect(first).toContainText('Votre agence')
    })
  })

  test('the agency map draws land and town names; the Paris agencies have their own arrondissements; search by city recentres the list, details show opening hours', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/vol')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Veuillez sélectionner votre agence en ligne' }).click()
    const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
    const canvas = drawer.locator('canvas.maplibregl-canvas')
    await expect(canvas).toBeVisible(MAP_READY)
    // Pixels of the map's land colour (palette.mapLand #f4f1e8): the country shapes are drawn.
    const landShare = async () => {
      const png = (await canvas.screenshot()).toString('base64')
      return page.evaluate(async (data) => {
        const img = new Image()
        img.src = `data:image/png;base64,${data}`
        await img.decode()
        const c = document.createElement('canvas')
        c.width = img.width
        c.height = img.height
        const ctx = c.getContext('2d')!
        ctx.drawImage(img, 0, 0)
        const px = ctx.getImageData(0, 0, c.width, c.height).data
        let land = 0
        let water = 0
        let text = 0
        for (let i = 0; i < px.length; i += 4) {
          const [r, g, b] = [px[i]!, px[i + 1]!, px[i + 2]!]
          if (Math.abs(r - 0xf4) < 6 && Math.abs(g - 0xf1) < 6 && Math.abs(b - 0xe8) < 6) land++
          else if (Math.abs(r - 0xcf) < 6 && Math.abs(g - 0xe3) < 6 && Math.abs(b - 0xf3) < 6) water++
          else if (r < 0x40 && g < 0x50 && b < 0x70) text++
        }
        return { land: land / (px.length / 4), water: water / (px.length / 4), text: text / (px.length / 4) }
      }, png)
    }
    // Centred near Paris at zoom 8: mostly land.
    await expect.poll(async () => (await landShare()).land, { timeout: 15_000 }).toBeGreaterThan(0.3)
    // Town names in the text colour (palette.text #14213d), drawn on the canvas: the markers
    // and controls (HTML, some as dark) are hidden while counting.
    await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-ctrl { visibility: hidden }' })
    await expect.poll(async () => (await landShare()).text, { timeout: 15_000 }).toBeGreaterThan(0.001)
    await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-ctrl { visibility: visible }' })
    await shot(page, 'agencies-map-1280x800')

    await drawer.getByRole('combobox', { name: 'Rechercher une agence' }).fill('Paris')
    const items = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem')
    await expect(items.first()).toContainText('Paris')
    const arrondissements = async () => new Set((await items.allTextContents()).flatMap((t) => t.match(/750\d\d/g) ?? [])).size
    await expect.poll(arrondissements).toBeGreaterThanOrEqual(5)
    expect((await items.allTextContents()).join(' ')).not.toContain('Grand Var')
    await checkA11y()

    // Search by city recentres the list; details show opening hours.
    await drawer.getByRole('combobox', { name: 'Rechercher une agence' }).fill('Lyon')
    // The town suggestions open over the list; Escape closes them and keeps the text.
    await expect(page.getByRole('option', { name: /^Lyon Rhône/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    const lyonItems = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem')
    await expect(lyonItems.first()).toContainText('Lyon')
    const count = await lyonItems.count()
    for (let i = 0; i < count; i++) await expect(lyonItems.nth(i)).toContainText(/Lyon/i)
    await lyonItems
      .first()
      .getByRole('button', { name: /^Détails de l'agence/ })
      .click()
    const details = page.getByRole('dialog', { name: /^Agence / })
    await expect(details.getByRole('table')).toContainText('Lundi')
    await checkA11y()
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    await expect(drawer).toBeVisible()
  })
})
