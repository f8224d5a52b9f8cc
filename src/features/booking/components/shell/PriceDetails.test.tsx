import { describe, expect, it } from 'vitest'
import { render, screen, within } from 'design-system/testing'
import { emptyDraft } from '../../model/draft'
import type { BookingDraft, BookingView } from '../../model/types'
import { breakdownOf, FEES_NOTE, PriceDetails } from './PriceDetails'

/** Spaces as French formatting writes them (narrow no-break, no-break). */
const money = (text: string) => new RegExp(text.replace(/ /g, '[\\u202f\\u00a0 ]'))

function renderDetails(breakdown: Parameters<typeof PriceDetails>[0]['breakdown'], { travellers = 2, expired = false } = {}) {
  return render(<PriceDetails breakdown={breakdown} travellers={travellers} expired={expired} headingId="price-title" />)
}

const breakdown = { baseCents: 123_450, ancillariesCents: 4_000, insuranceCents: 7_200, totalCents: 134_650 }

describe('PriceDetails', () => {
  it('lists tickets, options and insurance, then the total and the fees note', () => {
    renderDetails(breakdown)
    const section = screen.getByRole('region', { name: 'Détails du prix' })
    const lines = within(section)
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`)
    expect(lines).toEqual([
      expect.stringMatching(money('^Billets \\(2 voyageurs\\) = 1 234,50 €$')),
      expect.stringMatching(money('^Options = 40,00 €$')),
      expect.stringMatching(money('^Assurance = 72,00 €$')),
    ])
    expect(within(section).getByText('Total').parentElement).toHaveTextContent(money('Total1 346,50 €'))
    expect(section).toHaveTextContent(FEES_NOTE)
  })

  it("one traveller: 'voyageur' in the singular", () => {
    renderDetails(breakdown, { travellers: 1 })
    expect(screen.getAllByRole('term')[0]).toHaveTextContent(/^Billets \(1 voyageur\)$/)
  })

  it('once the hold has expired: no price, the message to search again', () => {
    renderDetails(breakdown, { expired: true })
    const section = screen.getByRole('region', { name: 'Détails du prix' })
    expect(section).toHaveTextContent('Les prix ne sont plus garantis. Veuillez relancer votre recherche.')
    expect(within(section).queryByText('Total')).toBeNull()
    expect(within(section).queryAllByRole('term')).toHaveLength(0)
    expect(section).not.toHaveTextContent('€')
  })
})

describe('breakdownOf', () => {
  const view = {
    reservedId: 'S1',
    ticketPriceCents: 100_000,
    solution: { priceInfo: { passengerNumber: 2 } },
    fares: [
      { id: 'S1', price: 1000 },
      { id: 'FLEX', price: 1250.5 },
    ],
    ancillaries: { kind: 'low-cost', items: [{ id: 'BAG', priceCents: 3_000 }] },
    insurances: [{ id: 7, title: 'Multirisque', html: '', steps: [{ min: 0, max: 10_000, amount: 36 }] }],
  } as unknown as BookingView
  const draft = (change: Partial<BookingDraft>): BookingDraft => ({ ...emptyDraft({ adults: 2, childrens: 0, infants: 0 }, null), ...change })

  it('the reserved fare costs the order’s ticket price; nothing chosen adds nothing', () => {
    expect(breakdownOf(view, draft({ fareId: 'S1' }))).toEqual({ baseCents: 100_000, ancillariesCents: 0, insuranceCents: 0, totalCents: 100_000 })
  })

  it('another fare costs its own price; chosen options and insurance are added', () => {
    expect(breakdownOf(view, draft({ fareId: 'FLEX', ancillaries: ['BAG'], insuranceId: 7 }))).toEqual({
      baseCents: 125_050,
      ancillariesCents: 3_000,
      insuranceCents: 7_200,
      totalCents: 135_250,
    })
  })
})
