import { expect, markersStill, test, shot } from './fixtures'

/** The holiday results' map mode (/search-products?map=true): markers, their cards, closing. */

/** A readiness wait: the lazy map (MapLibre on SwiftShader) draws its first markers slowly on a loaded machine. */
const MAP_READY_MS = 30_000

test.describe('holiday results, map @mobile', () => {
  test("map mode: a deep link opens it, no price marker covers another, at 375 px as at 1280 px, a group's marker opens its cheapest offer; opened from the list, it locks the page's scroll, a marker highlights its card, Escape closes", async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/search-products?travelType=sejour&destination=pays-mediterraneens&map=true')
    const dialog = page.getByRole('dialog', { name: 'Séjours : carte' })
    const markers = dialog.locator('[data-marker]')
    await expect(markers.first()).toBeAttached({ timeout: MAP_READY_MS })
    // Once the map has fitted the results (an animation), no two markers' boxes meet.
    const overlaps = () =>
      markers.evaluateAll((els) => {
        const boxes = els.map((el) => el.getBoundingClientRect())
        let count = 0
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i]!, boxes[j]!]
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) count++
          }
        return count
      })
    await markersStill(markers)
    await expect.poll(overlaps, { timeout: 10_000 }).toBe(0)
    await shot(page, `catalogue-map-markers-${isMobile ? 375 : 1280}`)
    // A marker standing for several offers says how many; pressed, it highlights the cheapest one's card.
    const group = markers.and(dialog.locator('[data-count]')).first()
    await expect(group).toHaveAttribute('title', /^\d+ offres dès /)
    await group.click({ force: true })
    await expect(dialog.locator('[data-product-card][data-highlighted]')).toHaveCount(1)
    await checkA11y()

    // Closed, then opened from the list.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/map=true/)
    await page.getByRole('link', { name: isMobile ? 'Carte' : 'Voir sur la carte', exact: true }).click()
    await expect(page).toHaveURL(/map=true/)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Séjours' })).toBeVisible()
    await expect(markers.first()).toBeAttached({ timeout: MAP_READY_MS })
    expect(await markers.count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow)).toContain('hidden')
    // A marker clicked brings its card into view, highlighted (once the map has fitted the results).
    await markersStill(markers)
    await expect(dialog.locator('[data-product-card][data-highlighted]')).toHaveCount(0)
    await markers.first().click({ force: true })
    await expect(dialog.locator('[data-product-card][data-highlighted]')).toHaveCount(1)
    await shot(page, `map-${isMobile ? 375 : 1280}`)
    await checkA11y()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/map=true/)
  })
})
