import { expect, test } from './fixtures'

// A click made while the page's code is still on its way is held by the inline early-events
// script and replayed once the part clicked has hydrated (src/platform/early-events.ts). Here the
// code is held back on purpose until after the clicks, so the test is deterministic.
test('clicks made before the page has hydrated are replayed, not lost', async ({ page, checkA11y }) => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await gate
    await route.continue()
  })
  await page.goto('/vol', { waitUntil: 'commit' })

  // The server's HTML is there, no script has run yet.
  const oneWay = page.getByRole('tab', { name: 'Aller simple' })
  await expect(oneWay).toBeVisible()
  await expect(oneWay).toHaveAttribute('aria-selected', 'false')
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)

  // In a lazy part (the search form) and in the root (the header's drawer button).
  await oneWay.click({ noWaitAfter: true })
  await expect(oneWay).toHaveAttribute('aria-selected', 'false')
  await page.getByRole('button', { name: 'Nos voyages' }).click({ noWaitAfter: true })

  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred])')).toHaveCount(0)
  await expect(oneWay).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('dialog', { name: 'Nos voyages' })).toBeVisible()
  await checkA11y()
})
