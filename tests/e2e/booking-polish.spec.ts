import { shot, startBooking } from './booking-helpers'
import { expect, test } from './fixtures'

/** Small layout defects of the booking frame, measured in the browser. */

test.describe('booking polish', () => {
  test("the agency card's 'Horaires et contact' starts at the text's left edge", async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    await startBooking(page)
    const card = page.getByRole('region', { name: 'Votre agence' })
    const action = card.getByRole('button', { name: 'Horaires et contact' })
    await expect(action).toBeVisible()
    // Where the glyphs start: the text's box, not the element's (a button has padding).
    const textLeft = (name: string) =>
      card.getByText(name, { exact: true }).evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return range.getBoundingClientRect().left
      })
    const paragraphLeft = await textLeft('Votre agence vous accompagne avant et après votre voyage.')
    expect(Math.abs((await textLeft('Horaires et contact')) - paragraphLeft)).toBeLessThanOrEqual(1)
    await card.scrollIntoViewIfNeeded()
    await shot(page, 'agency-card-1280', { fullPage: false })
    await checkA11y()
  })
})
