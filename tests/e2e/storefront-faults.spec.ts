import { expect, test } from './fixtures'

/**
 * The header under a failing menu call (storefront-and-holidays.md §7, §8): a minimal header
 * with the static legacy menu, never a broken page. Demo faults are process-wide: this spec runs
 * in the 'faults' project, after the others. The menu is cached a day on the server, so the test
 * drops it first (the revalidate hook, tag 'header') and again at the end.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** The demo controls answer same-origin calls only (DEMO_CONTROLS). */
const sameOrigin = { 'sec-fetch-site': 'same-origin' }

test.afterEach(async ({ request }) => {
  await request.delete('/api/v2/demo/faults', { headers: sameOrigin })
  await request.post('/api/revalidate?tag=header')
})

test('a failing header-menu call gives the minimal header with the legacy menu', async ({ page, request, checkA11y }) => {
  await request.post('/api/v2/demo/faults', { headers: sameOrigin, data: { path: '/menus/header*', fault: '500' } })
  expect((await request.post('/api/revalidate?tag=header')).ok()).toBe(true)
  await page.goto('/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: /Horizon Voyages/ })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Nos voyages' })).toHaveCount(0)
  const nav = banner.getByRole('navigation', { name: 'Navigation principale' })
  await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible()
  // The page itself is whole: home blocks and footer.
  await expect(page.getByRole('region', { name: 'À la une' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // 'Toutes nos Destinations': region panels, each destination filtered by its code.
  await nav.getByRole('button', { name: 'Toutes nos Destinations' }).click()
  await expect(nav.getByRole('heading', { name: 'Antilles' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Martinique' })).toHaveAttribute('href', '/search-products?destination=martinique')
  await checkA11y()
  await page.keyboard.press('Escape')
  await expect(nav.getByRole('heading', { name: 'Antilles' })).toBeHidden()
  await expect(nav.getByRole('button', { name: 'Toutes nos Destinations' })).toBeFocused()
  await nav.getByRole('button', { name: 'Vacances Scolaires' }).click()
  await expect(nav.getByRole('link', { name: /Vacances de Noël/ })).toBeVisible()
  await checkA11y()

  // Once the call answers again (and the cache is dropped), the full header is back.
  await request.delete('/api/v2/demo/faults', { headers: sameOrigin })
  await page.reload()
  await expect(banner.getByRole('button', { name: 'Nos voyages' })).toBeVisible()
})
