import { describe, expect, it, vi } from 'vitest'
import { render, screen } from 'design-system/testing'
import { emptyDraft } from '../../model/draft'
import type { BookingView } from '../../model/types'

const trip = {
  isOneWay: true,
  from: { code: 'PAR', city: 'Paris' },
  to: { code: 'NYC', city: 'New York' },
  departureDate: '2027-03-10',
  returnDate: null,
  lastDepartureDate: '2027-03-10',
}
const booking = { view: { trip } as Partial<BookingView>, draft: emptyDraft({ adults: 1, childrens: 0, infants: 0 }, null), update: vi.fn(), goBack: vi.fn() }
vi.mock('../shell/BookingContext', () => ({ useBooking: () => booking }))
vi.mock('../shell/useStepAction', () => ({ useStepAction: () => ({ run: vi.fn(), loading: false, dialogs: null }) }))
const { PassengersStep, TRAVEL_ID_NOTICE } = await import('./PassengersStep')

describe('PassengersStep', () => {
  it("shows the 'Pièce d'identité' notice with one icon", () => {
    render(<PassengersStep />)
    const notice = screen.getByText("Pièce d'identité").closest('div:has(> svg)')!
    expect(notice).toHaveTextContent(TRAVEL_ID_NOTICE)
    expect(notice.querySelectorAll('svg')).toHaveLength(1)
  })
})
