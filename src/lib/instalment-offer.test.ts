import { describe, expect, it } from 'vitest'
import { INSTALMENT_OFFER, instalmentFees, instalmentOfferLine, instalmentsOffered } from './instalment-offer'

/** French spaces (narrow no-break before %, no-break before €) as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

describe('instalment offer', () => {
  it('words the offer from its figures: the counts, the threshold and the fees of each product', () => {
    expect(plain(instalmentOfferLine())).toBe('en 3 ou 4 fois dès 100 € (frais de 1,45 % en 3 fois, 2,2 % en 4 fois)')
  })
  it("never says 'sans frais' while a product has fees", () => {
    expect(Object.values(INSTALMENT_OFFER.products).some((p) => p.feeRate > 0)).toBe(true)
    expect(instalmentOfferLine()).not.toMatch(/sans frais/i)
    expect(instalmentFees()).toMatch(/^frais de /)
  })
  it('is offered from the minimum amount', () => {
    expect(instalmentsOffered(99.99)).toBe(false)
    expect(instalmentsOffered(100)).toBe(true)
    expect(instalmentsOffered(2315.13)).toBe(true)
  })
})
