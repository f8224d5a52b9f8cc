import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from 'design-system/testing'
import { emptyDraft } from '../../model/draft'
import { MESSAGES } from '../../model/rules'
import type { BookingDraft } from '../../model/types'

/** The payer's form: its rules on 'Continuer', the focus, and the draft kept as typed. */

const booking = vi.hoisted(() => ({ view: {}, draft: {} as BookingDraft, update: vi.fn(), goBack: vi.fn() }))
const run = vi.hoisted(() => vi.fn())
vi.mock('../shell/BookingContext', () => ({ useBooking: () => booking, useMergedDraft: () => undefined, MERGED_VALUES: {} }))
vi.mock('../shell/useStepAction', () => ({ useStepAction: () => ({ run, loading: false, dialogs: null }) }))
const { ContactStep } = await import('./ContactStep')

const payer = { salutation: 'Mrs', firstName: 'Léa', lastName: 'Martin', dateOfBirth: '1980-05-04', email: 'lea@example.fr', phoneNumber: '612345678' } as const

beforeEach(() => {
  vi.clearAllMocks()
  booking.draft = emptyDraft({ adults: 1, childrens: 0, infants: 0 }, null)
  booking.draft.payer = { ...booking.draft.payer, ...payer }
})

describe('ContactStep', () => {
  it("'Continuer' without the billing address: its messages, the address focused, nothing sent", async () => {
    const user = userEvent.setup()
    render(<ContactStep />)
    expect(screen.queryByText(MESSAGES.address)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByText(MESSAGES.address)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.postalCode)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.city)).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Adresse/ })).toHaveFocus())
    expect(run).not.toHaveBeenCalled()
  })

  it('what is typed goes to the draft; once complete, the step is sent', async () => {
    const user = userEvent.setup()
    render(<ContactStep />)
    await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), '1 rue de la Paix')
    await user.type(screen.getByRole('textbox', { name: /^Code postal/ }), '75002')
    await user.type(screen.getByRole('textbox', { name: /^Ville/ }), 'Paris')
    const change = booking.update.mock.lastCall![0] as (d: BookingDraft) => BookingDraft
    expect(change(booking.draft).payer).toMatchObject({ ...payer, address: '1 rue de la Paix', postalCode: '75002', city: 'Paris' })
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  })

  it('asks no opt-in: the account and the newsletter are chosen on the summary', () => {
    render(<ContactStep />)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('a prefill fills a payer nobody has typed', () => {
    booking.draft.payer = emptyDraft({ adults: 1, childrens: 0, infants: 0 }, null).payer
    render(<ContactStep prefill={{ firstName: 'Paul', lastName: 'Durand' }} />)
    const change = booking.update.mock.lastCall![0] as (d: BookingDraft) => BookingDraft
    expect(change(booking.draft).payer).toMatchObject({ firstName: 'Paul', lastName: 'Durand' })
  })
})
