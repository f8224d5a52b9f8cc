import type { Page } from '@playwright/test'
import { expect, parisNewYork, test, waitForHydration } from './fixtures'

/** CO₂ and checked bags on /search: the cards' estimate and 'Prix avec bagage', the bag and emissions filters, the emissions sort. */

const SEARCH = parisNewYork(26)

const cards = (page: Page) => page.getByRole('list', { name: 'Vols' }).getByRole('article')
/** The CO₂ per passenger of each card mounted (the list is virtualized: the first rows). */
/** Ticks a filter's checkbox as a user does, on its label. */
const check = (page: Page, name: string) => page.getByRole('checkbox', { name }).locator('xpath=ancestor::label').click()
const co2s = (page: Page) => page.locator('[data-co2]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-co2'))))

test.describe('emissions and baggage', () => {
  test('bag filter and emissions sort from the UI: URL, cards, and the same after a reload', async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    await page.goto(SEARCH)
    await waitForHydration(page)
    const heading = page.getByRole('heading', { level: 2, name: /vols?( sur \d+)?$/ })
    const total = Number((await heading.textContent())!.match(/\d+/)![0])
    // Every card has its estimate; the cheapest trips are mostly without a bag: some say what one costs.
    await expect(cards(page).first().locator('[data-co2]')).toHaveText(/^\d[\d\s\u202f]* kg de CO₂ par passager/)
    expect(await cards(page).locator('[data-bag-price]').count()).toBeGreaterThan(0)
    await expect(cards(page).locator('[data-bag-price]').first()).toHaveText(/^Prix avec bagage : \d[\d\s\u202f]*,\d{2}\s€$/)

    await check(page, 'Bagage en soute inclus')
    await expect(page).toHaveURL(/checkedBag=true/)
    await expect(heading).toHaveText(new RegExp(`sur ${total}$`))
    const sorts = page.getByRole('navigation', { name: 'Trier les résultats' })
    await sorts.getByRole('link', { name: 'Émissions les plus faibles' }).click()
    await expect(page).toHaveURL(/orderBy=co2_asc/)
    await expect(sorts.getByRole('link', { name: 'Émissions les plus faibles' })).toHaveAttribute('aria-current', /^(true|page)$/)
    await expect(cards(page).first()).toContainText('Émissions plus faibles')

    /** What the filtered, sorted list shows: every way with its bag, no 'Prix avec bagage', CO₂ in order. */
    async function checkList() {
      // From the top of the list (the click may have scrolled), rows read at once in their order.
      await page.evaluate(() => window.scrollTo(0, 0))
      const list = page.getByRole('list', { name: 'Vols' })
      await expect(list.locator(':scope > li[data-index="0"]')).toBeAttached()
      const shown = await list.locator(':scope > li[data-index]').evaluateAll((rows) =>
        rows
          .map((row) => {
            const card = row.querySelector('article')!
            return {
              index: Number(row.getAttribute('data-index')),
              id: card.getAttribute('aria-labelledby'),
              legs: [...card.querySelectorAll('[data-leg]')].map((leg) => leg.textContent ?? ''),
              bagPrice: card.querySelector('[data-bag-price]') !== null,
              kg: Number(card.querySelector('[data-co2]')?.getAttribute('data-co2')),
            }
          })
          .sort((a, b) => a.index - b.index),
      )
      expect(shown.length).toBeGreaterThan(2)
      expect(shown[0]!.index).toBe(0)
      for (const card of shown) {
        expect(card.bagPrice, card.id!).toBe(false)
        for (const leg of card.legs) expect(leg, card.id!).toMatch(/en soute( 23 kg)? inclus/)
      }
      const kg = shown.map((card) => card.kg)
      expect(kg).toEqual([...kg].sort((a, b) => a - b))
      // The first rows (how many more are mounted depends on the scroll and the measures).
      return { heading: await heading.textContent(), first: shown[0]!.id, kg: kg.slice(0, 3) }
    }
    // The list is re-sorted after the URL and the sort link say so: read it once it has been.
    const settledList = async () => {
      let list: Awaited<ReturnType<typeof checkList>> | undefined
      await expect(async () => {
        list = await checkList()
      }).toPass({ timeout: 15_000 })
      return list!
    }
    const before = await settledList()
    await checkA11y()

    await page.reload()
    await waitForHydration(page)
    expect(await settledList()).toEqual(before)
    await expect(page.getByRole('checkbox', { name: 'Bagage en soute inclus' })).toBeChecked()
    await expect(sorts.getByRole('link', { name: 'Émissions les plus faibles' })).toHaveAttribute('aria-current', /^(true|page)$/)

    // 'Émissions plus faibles uniquement': each card left is flagged.
    await check(page, 'Émissions plus faibles uniquement')
    await expect(page).toHaveURL(/lowEmissions=true/)
    // The count once the filtered results have come.
    await expect.poll(async () => Number((await heading.textContent())!.match(/\d+/)![0])).toBeLessThan(Number(before.heading!.match(/\d+/)![0]))
    for (const card of await cards(page).all()) await expect(card).toContainText('Émissions plus faibles')
    await checkA11y()
  })
})

test.describe('emissions and baggage @mobile', () => {
  test('a shared link with the bag filter and the emissions sort: its cards, axe clean', async ({ page, checkA11y }) => {
    test.setTimeout(90_000)
    await page.goto(`${SEARCH}&checkedBag=true&orderBy=co2_asc`)
    await expect(cards(page).first()).toContainText('Émissions plus faibles')
    await expect(cards(page).locator('[data-bag-price]')).toHaveCount(0)
    const kg = await co2s(page)
    expect(kg.length).toBeGreaterThan(1)
    expect(kg).toEqual([...kg].sort((a, b) => a - b))
    await checkA11y()
  })
})
