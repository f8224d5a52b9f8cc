import type { Page } from '@playwright/test'
import { expect, parisNewYork, test } from './fixtures'

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
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0)
  await expect(oneWay).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('dialog', { name: 'Nos voyages' })).toBeVisible()
  await checkA11y()
})

// On /search the form above the results is a lazy part inside another (the results' header), whose
// code comes after the header's: the part a click lands in must say it has hydrated only once what
// was clicked is live. The swap button is pressed the moment its part says so.
test("the results' search form says it has hydrated only once it is live: 'Inverser' pressed then swaps the places", async ({ page }) => {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const swap = document.querySelector<HTMLButtonElement>('button[aria-label="Inverser le départ et la destination"]')
      if (!swap?.closest('[data-click-replay]')?.hasAttribute('data-hydrated')) return
      observer.disconnect()
      swap.click()
    })
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
  })
  await page.goto(parisNewYork(20))
  const form = page.getByRole('form', { name: 'Rechercher un vol' }).first()
  await expect(form.locator('xpath=ancestor::*[@data-click-replay][1]')).toHaveAttribute('data-hydrated', '')
  await expect(form.getByRole('button', { name: /^Départ/ })).toContainText('New York')
  await expect(form.getByRole('button', { name: /^Destination/ })).toContainText('Paris')
})

/** Holds the page's scripts until `release()`: the server's HTML only, as on a slow phone. */
async function holdScripts(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

// The router's scroll restoration and the results' virtualizer each put the page back at the top
// when they started, and a visitor past the first rows of a phone's catalogue was carried to the
// end of the list as it grew (scroll anchoring on the footer). A click aimed then hit another card.
test('a results page scrolled before it hydrates stays where the visitor put it', async ({ page }) => {
  test.setTimeout(90_000)
  const release = await holdScripts(page)
  await page.goto(parisNewYork(20), { waitUntil: 'commit' })
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading')
  await page.evaluate(() => window.scrollTo(0, 700))
  release()
  await expect(page.locator('ol[aria-label="Vols"]:not([data-flow])')).toHaveCount(1)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(700)
  // The card under the pointer is the one clicked: its detail opens.
  const link = page.getByRole('link', { name: /^Voir le détail/ }).nth(2)
  const id = new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('detail')
  await link.click()
  await expect.poll(() => new URL(page.url()).searchParams.get('detail')).toBe(id)
  await expect(page.getByRole('heading', { name: 'Choisissez votre tarif' })).toBeVisible()
})

// The server groups the cards by three; a phone's first client rows (one card each) must not
// shrink the page under the visitor before the rows are placed (scrollY 1500 was clamped to 1296).
test('a phone past the first holidays before hydration is not carried to the end of the list', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 800 })
  const release = await holdScripts(page)
  await page.goto('/search-products?themes=famille', { waitUntil: 'commit' })
  // The whole HTML is parsed (its streamed parts in place), its scripts are held.
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading')
  // Past the server's first rows, into the footer.
  await page.evaluate(() => window.scrollTo(0, 1500))
  const at = await page.evaluate(() => window.scrollY)
  expect(at).toBeGreaterThan(0)
  release()
  await expect(page.locator('ol[aria-label="Offres"]:not([data-flow])')).toHaveCount(1)
  await expect(page.locator('[data-click-replay]:not([data-hydrated]):not([data-deferred]):not([data-deferred] *)')).toHaveCount(0)
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => window.scrollY)).toBe(at)
  await expect(page.getByRole('list', { name: 'Offres' }).getByRole('listitem').first()).toBeAttached()
})
