import { expect, settled, test } from './fixtures'

/**
 * Every Ladle story of the design system (build/meta.json), checked by axe (WCAG 2.2 AA) at
 * 1280 px then, in the same page, at 375 px: zero violations. Stories are split into shards so
 * the two workers share them; the list is read at run time from the served build.
 */
const SHARDS = 12

for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe on every story, shard ${shard + 1}/${SHARDS}`, async ({ page, request, checkA11y }) => {
    test.setTimeout(240_000)
    const meta = (await (await request.get('/meta.json')).json()) as { stories: Record<string, unknown> }
    const ids = Object.keys(meta.stories).filter((_, i) => i % SHARDS === shard)
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`/?story=${id}&mode=preview`)
      await expect(page.locator('main')).toBeVisible()
      for (const width of [1280, 375]) {
        await test.step(`${id} @ ${width}px`, async () => {
          if (width !== 1280) await page.setViewportSize({ width, height: 800 })
          await settled(page)
          await checkA11y()
        })
      }
    }
  })
}
