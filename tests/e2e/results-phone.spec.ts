import type { Locator, Page } from '@playwright/test'
import { expect, parisNewYork, settled, test, waitForHydration } from './fixtures'

/** The results pages on a phone (the first result on the first screen), and axe while they load. */

const SHOTS = 'test-results/results-phone'

/** The element's box is whole inside the first screen of a page not scrolled. */
async function expectOnFirstScreen(page: Page, element: Locator, height: number) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = (await element.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, 'bottom of the first result').toBeLessThanOrEqual(height)
}

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  // Once, in the mobile project (375 px wide here), not again in the desktop one.
  test.beforeEach(() => test.skip(test.info().project.name !== 'mobile', 'mobile project only'))

  test('the first flight and the first offer are whole on the first screen, every control above them still there @mobile', async ({ page, checkA11y }) => {
    // Two pages, each hydrated and checked by axe: long on a loaded machine (a limit, not a measure).
    test.setTimeout(120_000)
    await page.goto(parisNewYork(20))
    await waitForHydration(page)
    // The flexible-dates strip with its prices: its final height.
    await expect(page.getByRole('navigation', { name: 'Dates flexibles' }).getByRole('button').first()).toBeVisible()
    const flight = page.getByRole('list', { name: 'Vols' }).getByRole('article').first()
    await expect(flight).toBeVisible()
    await settled(page)
    await expectOnFirstScreen(page, flight, 812)
    await expect(page.getByRole('button', { name: /^Modifier la recherche : Paris → New York/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Meilleurs prix' })).toBeVisible()
    for (const chip of ['Tous les filtres', 'Escales', 'Prix', 'Itinéraires', 'Compagnies'])
      await expect(page.getByRole('button', { name: chip, exact: true })).toBeAttached()
    await expect(page.getByRole('navigation', { name: 'Trier les résultats' }).getByRole('link')).toHaveCount(4)
    await expect(page.getByRole('navigation', { name: 'Affichage des résultats' }).getByRole('link', { name: 'Mosaïque' })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/search-375.png` })
    await checkA11y()
    // The last sort, off the row's right edge, is scrolled to with the keyboard's focus.
    const fastest = page.getByRole('link', { name: 'Le plus rapide' })
    await fastest.focus()
    await expect(fastest).toBeInViewport()

    await page.goto('/search-products')
    await waitForHydration(page)
    const offer = page.getByRole('list', { name: 'Offres', exact: true }).getByRole('article').first()
    await expect(offer).toBeVisible()
    await settled(page)
    await expectOnFirstScreen(page, offer, 812)
    for (const name of ['Modifier la recherche', 'Trier', 'Filtrer']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Carte', exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Affichage des résultats' }).getByRole('link', { name: 'Liste' })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/products-375.png` })
    await checkA11y()
  })
})

/**
 * Holds the server functions' replies (the next page's loader) until `release`, so a check can
 * read the page while it loads.
 */
async function holdServerFunctions(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_serverFn/**', async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  return release
}

test('axe finds nothing while results load: /search after a form submit, /search-products after a new search', async ({ page, checkA11y }) => {
  test.setTimeout(120_000)
  await page.goto(parisNewYork(20))
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Rechercher un vol' }).first()
  await form.getByRole('button', { name: 'Inverser le départ et la destination' }).click()
  let release = await holdServerFunctions(page)
  await form.getByRole('button', { name: 'Rechercher' }).click()
  await expect(form.getByRole('progressbar', { name: 'Recherche en cours…' })).toBeVisible()
  await checkA11y()
  release()
  await expect(page).toHaveURL(/from=NYC/)
  await expect(page.getByRole('button', { name: /^Départ/ }).first()).toContainText('New York')
  // Just loaded, while what was said about the pending search may still be in the live region.
  await checkA11y()
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  await page.goto('/search-products?travelType=sejour')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Modifier la recherche' }).click()
  const drawer = page.getByRole('dialog', { name: 'Séjours, Circuits, Croisières, vols' })
  await drawer.getByRole('radio', { name: 'Circuits', exact: true }).click()
  await settled(page)
  release = await holdServerFunctions(page)
  await drawer.getByRole('button', { name: 'Rechercher' }).click()
  // The drawer's footer button, pending.
  await expect(page.getByRole('progressbar', { name: 'Recherche en cours…' })).toBeVisible()
  await checkA11y()
  release()
  await expect(page).toHaveURL(/travelType=circuit/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Circuits')
  await checkA11y()
})
