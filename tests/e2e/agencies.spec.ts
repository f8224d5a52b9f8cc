import { expect, test, waitForHydration, shot } from './fixtures'

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

  test('search by city recentres the list; details show opening hours', async ({ page, checkA11y }) => {
    await page.goto('/vol')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Veuillez sélectionner votre agence en ligne' }).click()
    const drawer = page.getByRole('dialog', { name: 'Sélectionner votre agence' })
    await drawer.getByRole('searchbox', { name: 'Rechercher une agence' }).fill('Lyon')
    const items = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem')
    await expect(items.first()).toContainText('Lyon')
    const count = await items.count()
    for (let i = 0; i < count; i++) await expect(items.nth(i)).toContainText(/Lyon/i)
    await items
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

  test('the map loads only when the drawer opens @mobile', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()))
    await page.goto('/vol')
    await page.waitForLoadState('networkidle')
    const before = scripts.length
    await page.getByRole('button', { name: 'Veuillez sélectionner votre agence en ligne' }).click()
    await expect(page.locator('.maplibregl-map')).toBeVisible(MAP_READY)
    expect(scripts.length).toBeGreaterThan(before)
  })

  test('the agency map draws land; the Paris agencies have their own arrondissements', async ({ page, checkA11y }) => {
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
        for (let i = 0; i < px.length; i += 4) {
          const [r, g, b] = [px[i]!, px[i + 1]!, px[i + 2]!]
          if (Math.abs(r - 0xf4) < 6 && Math.abs(g - 0xf1) < 6 && Math.abs(b - 0xe8) < 6) land++
          else if (Math.abs(r - 0xcf) < 6 && Math.abs(g - 0xe3) < 6 && Math.abs(b - 0xf3) < 6) water++
        }
        return { land: land / (px.length / 4), water: water / (px.length / 4) }
      }, png)
    }
    // Centred near Paris at zoom 8: mostly land.
    await expect.poll(async () => (await landShare()).land, { timeout: 15_000 }).toBeGreaterThan(0.3)
    await shot(page, 'agencies-map-1280x800')

    await drawer.getByRole('searchbox', { name: 'Rechercher une agence' }).fill('Paris')
    const items = drawer.getByRole('list', { name: 'Agences' }).getByRole('listitem')
    await expect(items.first()).toContainText('Paris')
    const arrondissements = async () => new Set((await items.allTextContents()).flatMap((t) => t.match(/750\d\d/g) ?? [])).size
    await expect.poll(arrondissements).toBeGreaterThanOrEqual(5)
    expect((await items.allTextContents()).join(' ')).not.toContain('Grand Var')
    await checkA11y()
  })
})
