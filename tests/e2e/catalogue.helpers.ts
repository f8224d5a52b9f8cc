import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Reading the holiday results and prices, shared by the holiday results and product page specs. */

export const offersHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^(\d+ offres?|Aucune offre)$/ })
export const countOf = async (page: Page) => Number((await offersHeading(page).textContent())!.match(/\d+/)?.[0] ?? 0)
export const results = (page: Page) => page.getByRole('list', { name: 'Offres', exact: true })
/** The last amount in euros of a text ('… 1 234,50 €' → 1234.5). */
export const euros = (text: string | null) => {
  const amounts = [...(text ?? '').matchAll(/(\d[\d\s\u202f]*,\d{2})\s*€/g)]
  expect(amounts.length, `an amount in ${text}`).toBeGreaterThan(0)
  const [, last] = amounts.at(-1)!
  return Number(last!.replace(/[\s\u202f]/g, '').replace(',', '.'))
}
/** A search param as the router writes it (lists as JSON). */
export const param = (page: Page, name: string): unknown => {
  const raw = new URL(page.url()).searchParams.get(name)
  try {
    return raw === null ? null : JSON.parse(raw)
  } catch {
    return raw
  }
}
/** A react-aria checkbox: its visually hidden input is checked by clicking its label. */
export const tick = (scope: ReturnType<Page['getByRole']>, name: RegExp) => scope.getByRole('checkbox', { name }).locator('xpath=ancestor::label').click()
