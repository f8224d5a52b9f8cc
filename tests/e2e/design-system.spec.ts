import type { Page } from '@playwright/test'
import { expect, settled, test } from './fixtures'

/**
 * Every Ladle story of the design system (build/meta.json), checked by axe (WCAG 2.2 AA) at
 * 1280 px then at 375 px: zero violations. Stories are split into shards so the two workers
 * share them; the list is read at run time from the served build. A shard loads Ladle once and
 * switches stories as Ladle's own navigation does, so axe is injected once per shard.
 */
const SHARDS = 4

async function showStory(page: Page, id: string, first: boolean) {
  if (first) await page.goto(`/?story=${id}&mode=preview`)
  else
    await page.evaluate((story) => {
      history.pushState({}, '', `/?story=${story}&mode=preview`)
      dispatchEvent(new PopStateEvent('popstate'))
    }, id)
  await expect(page.locator(`main[data-story="${id}"]`)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-storyloaded', '')
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe on every story, shard ${shard + 1}/${SHARDS}`, async ({ page, request, checkA11y }) => {
    test.setTimeout(240_000)
    const meta = (await (await request.get('/meta.json')).json()) as { stories: Record<string, unknown> }
    const ids = Object.keys(meta.stories).filter((_, i) => i % SHARDS === shard)
    expect(ids.length).toBeGreaterThan(0)
    for (const [i, id] of ids.entries()) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await showStory(page, id, i === 0)
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
