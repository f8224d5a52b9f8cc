import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from 'design-system/testing'
import { emptyDraft } from '../../model/draft'
import { MESSAGES } from '../../model/rules'
import type { BookingDraft, BookingView } from '../../model/types'

const trip = {
  isOneWay: true,
  from: { code: 'PAR', city: 'Paris' },
  to: { code: 'NYC', city: 'New York' },
  departureDate: '2027-03-10',
  returnDate: null,
  lastDepartureDate: '2027-03-10',
}
const booking = vi.hoisted(() => ({ view: {} as Partial<BookingView>, draft: {} as BookingDraft, update: vi.fn(), goBack: vi.fn() }))
const run = vi.hoisted(() => vi.fn())
vi.mock('../shell/BookingContext', () => ({ useBooking: () => booking, useMergedDraft: () => undefined, MERGED_VALUES: {} }))
vi.mock('../shell/useStepAction', () => ({ useStepAction: () => ({ run, loading: false, dialogs: null }) }))
const { PassengersStep, TRAVEL_ID_NOTICE } = await import('./PassengersStep')

beforeEach(() => {
  vi.clearAllMocks()
  booking.view = { trip }
  booking.draft = emptyDraft({ adults: 1, childrens: 0, infants: 0 }, null)
})

const continueButton = () => screen.getByRole('button', { name: 'Continuer' })

describe('PassengersStep', () => {
  it("shows the 'Pièce d'identité' notice with one icon", () => {
    render(<PassengersStep />)
    const notice = screen.getByText("Pièce d'identité").closest('div:has(> svg)')!
    expect(notice).toHaveTextContent(TRAVEL_ID_NOTICE)
    expect(notice.querySelectorAll('svg')).toHaveLength(1)
  })

  it('a field left empty says so, one not yet visited does not; what is typed goes to the draft', async () => {
    const user = userEvent.setup()
    render(<PassengersStep />)
    await user.click(screen.getByRole('textbox', { name: /^Prénom/ }))
    await user.tab()
    expect(await screen.findByText(MESSAGES.firstName)).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.lastName)).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin')
    const change = booking.update.mock.lastCall![0] as (d: BookingDraft) => BookingDraft
    expect(change(booking.draft).passengers[0]!.lastName).toBe('Martin')
  })

  it('the signed-in visitor fills an untouched adult passenger 1, editable, and goes to the draft; a typed passenger 1 is left as it is', async () => {
    const self = {
      salutation: 'Mrs' as const,
      firstName: 'Camille',
      lastName: 'Martin',
      dateOfBirth: '1986-05-14',
      email: 'camille@example.fr',
      phoneNumber: '612345678',
    }
    const { unmount } = render(<PassengersStep self={self} />)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Camille'))
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin')
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('camille@example.fr')
    const change = booking.update.mock.lastCall![0] as (d: BookingDraft) => BookingDraft
    expect(change(booking.draft).passengers[0]).toMatchObject({ firstName: 'Camille', dateOfBirth: '1986-05-14', email: 'camille@example.fr' })
    const user = userEvent.setup()
    await user.clear(screen.getByRole('textbox', { name: /^Prénom/ }))
    await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Léa')
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Léa')
    unmount()

    booking.draft = { ...booking.draft, passengers: [{ ...booking.draft.passengers[0]!, firstName: 'Jules' }] }
    booking.update.mockClear()
    render(<PassengersStep self={self} />)
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Jules')
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('')
    expect(booking.update).not.toHaveBeenCalled()
  })

  it("'Continuer' with empty fields: every message, the first field in error focused, nothing sent", async () => {
    const user = userEvent.setup()
    render(<PassengersStep />)
    await user.click(continueButton())
    expect(await screen.findByText(MESSAGES.salutation)).toBeInTheDocument()
    for (const message of [MESSAGES.firstName, MESSAGES.lastName, MESSAGES.dateRequired, MESSAGES.adultEmail])
      expect(screen.getByText(message)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Monsieur' })).toHaveFocus())
    expect(run).not.toHaveBeenCalled()
  })

  it("'Continuer' without a passenger of 18 or more: the booking-level message, nothing sent; a valid booking is sent", async () => {
    const adult = { salutation: 'Mr', firstName: 'Léo', lastName: 'Martin', email: 'leo@example.fr', phoneNumber: '612345678' } as const
    booking.draft.passengers[0] = { ...booking.draft.passengers[0]!, ...adult, dateOfBirth: '2012-01-01' }
    const user = userEvent.setup()
    const { unmount } = render(<PassengersStep />)
    await user.click(continueButton())
    expect(await screen.findByText(MESSAGES.noAdult18)).toBeInTheDocument()
    expect(run).not.toHaveBeenCalled()
    unmount()

    booking.draft.passengers[0] = { ...booking.draft.passengers[0]!, dateOfBirth: '1980-05-04' }
    render(<PassengersStep />)
    await user.click(continueButton())
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(screen.queryByText(MESSAGES.noAdult18)).not.toBeInTheDocument()
  })
})
