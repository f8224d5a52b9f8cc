import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from 'design-system/testing'
import { emptyDraft } from '../../model/draft'
import type { BookingDraft, BookingView, StepOutcome } from '../../model/types'

/** The summary's guard before paying: a payment method and the four terms, or no payment. */

const booking = vi.hoisted(() => ({
  view: {} as BookingView,
  draft: {} as BookingDraft,
  update: vi.fn(),
  goBack: vi.fn(),
  complete: vi.fn<(step: string, options?: { acceptNewPrice?: boolean }) => Promise<StepOutcome>>(),
}))
vi.mock('@tanstack/react-router', async (importOriginal) => ({ ...(await importOriginal<object>()), useNavigate: () => vi.fn() }))
vi.mock('~/features/agencies', () => ({ useAgency: () => ({ openSelector: vi.fn() }) }))
vi.mock('../shell/BookingContext', () => ({ useBooking: () => booking, useMergedDraft: () => undefined, MERGED_VALUES: {} }))
vi.mock('../shell/LazyDialogs', async () => {
  const ds = await import('design-system')
  return { AlertDialog: ds.AlertDialog, SimpleModal: ds.SimpleModal }
})
vi.mock('../../booking.functions', () => ({ simulateInstalments: vi.fn(async () => []) }))
const { SummaryStep, PAYMENT_METHOD_REQUIRED, TERM_LABELS } = await import('./SummaryStep')

const ALL_TERMS = { order: true, sales: true, formalities: true, children: true }

beforeEach(() => {
  vi.clearAllMocks()
  booking.view = {
    orderId: '100001',
    reservedId: 'S1',
    ticketPriceCents: 123_450,
    solution: {
      priceInfo: { passengerNumber: 1 },
      routes: [
        {
          id: 'r1',
          carrier: 'AC',
          stopNumber: 1,
          travelTime: 575,
          segments: [
            { departure: 'CDG', arrival: 'YYZ', departureDateTime: '2027-01-06T10:30', arrivalDateTime: '2027-01-06T12:50' },
            { departure: 'YYZ', arrival: 'JFK', departureDateTime: '2027-01-06T23:10', arrivalDateTime: '2027-01-07T00:35' },
          ],
        },
        {
          id: 'r2',
          carrier: 'AF',
          stopNumber: 0,
          travelTime: 455,
          segments: [{ departure: 'JFK', arrival: 'CDG', departureDateTime: '2027-01-13T18:20', arrivalDateTime: '2027-01-14T07:55' }],
        },
      ],
    },
    names: {
      airlines: { AC: { name: 'Air Canada', logo: '' }, AF: { name: 'Air France', logo: '' } },
      places: {
        CDG: { name: 'Paris-Charles de Gaulle', city: 'Paris', countryCode: 'FR' },
        YYZ: { name: 'Toronto-Pearson', city: 'Toronto', countryCode: 'CA' },
        JFK: { name: 'New York-John F. Kennedy', city: 'New York', countryCode: 'US' },
      },
    },
    fares: [],
    ancillaries: null,
    insurances: [],
    agency: null,
    searchParams: null,
  } as unknown as BookingView
  const draft = emptyDraft({ adults: 1, childrens: 0, infants: 0 }, null)
  draft.passengers[0] = {
    ...draft.passengers[0]!,
    salutation: 'Mr',
    firstName: 'Paul',
    lastName: 'Martin',
    dateOfBirth: '1983-07-15',
    email: 'paul@example.fr',
  }
  draft.payer = { ...draft.payer, firstName: 'Paul', lastName: 'Martin', email: 'paul@example.fr', phoneCountry: 'FR', phoneNumber: '06 12 34 56 78' }
  booking.draft = draft
  booking.complete.mockResolvedValue({ status: 'payment-ready', url: 'https://paiement.example/session' })
})

function renderSummary(props: { paymentCancelled?: boolean; signedIn?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SummaryStep {...props} />
    </QueryClientProvider>,
  )
}

const payButton = () => screen.getByRole('button', { name: /^Payer 1[\u202f\u00a0 ]234,50[\u202f\u00a0 ]€$/ })

describe('SummaryStep', () => {
  it('sums up the itinerary (day, local times, airports, stops, duration, airline), the passenger and the choices; the pay button carries the total', () => {
    renderSummary()
    const itinerary = screen.getByRole('region', { name: 'Itinéraire' })
    expect(itinerary).toHaveTextContent('Aller, mer. 6 janv.')
    expect(itinerary).toHaveTextContent('10:30 Paris-Charles de Gaulle (CDG) → 00:35 (J+1) New York-John F. Kennedy (JFK)')
    expect(itinerary).toHaveTextContent('1 escale (Toronto) · 9 h 35 · Air Canada')
    expect(itinerary).toHaveTextContent('Retour, mer. 13 janv.')
    expect(itinerary).toHaveTextContent('Direct · 7 h 35 · Air France')
    expect(screen.getByText('Passager 1 (Adulte)')).toBeInTheDocument()
    expect(screen.getByText(/^Monsieur Paul Martin, né le 15\/07\/1983 · paul@example\.fr/)).toBeInTheDocument()
    expect(screen.getByText('paul@example.fr · +33 6 12 34 56 78')).toBeInTheDocument()
    expect(screen.getByText('Aucune option')).toBeInTheDocument()
    expect(screen.getByText('Sans assurance')).toBeInTheDocument()
    expect(payButton()).toBeEnabled()
    expect(screen.queryByText('Paiement annulé')).not.toBeInTheDocument()
  })

  it("'Payer' with nothing chosen: every missing choice says so, nothing is paid", async () => {
    const user = userEvent.setup()
    renderSummary()
    expect(screen.queryByText(PAYMENT_METHOD_REQUIRED)).not.toBeInTheDocument()
    await user.click(payButton())
    expect(await screen.findByText(PAYMENT_METHOD_REQUIRED)).toBeInTheDocument()
    // Each box says what it lacks: four different messages, each under its own box.
    expect(new Set(Object.values(TERM_LABELS).map((t) => t.message)).size).toBe(4)
    for (const term of Object.values(TERM_LABELS)) expect(screen.getByRole('checkbox', { name: term.label })).toHaveAccessibleDescription(term.message)
    expect(booking.complete).not.toHaveBeenCalled()
  })

  it("'Payer' with a method but one term left: that term's message only, nothing is paid", async () => {
    booking.draft = { ...booking.draft, paymentMethod: 'CB', terms: { ...ALL_TERMS, formalities: false } }
    const user = userEvent.setup()
    renderSummary()
    await user.click(payButton())
    const formalities = screen.getByRole('checkbox', { name: TERM_LABELS.formalities.label })
    await waitFor(() => expect(formalities).toHaveAccessibleDescription(TERM_LABELS.formalities.message))
    expect(screen.getByRole('checkbox', { name: TERM_LABELS.order.label })).not.toHaveAccessibleDescription(/./)
    expect(screen.queryByText(PAYMENT_METHOD_REQUIRED)).not.toBeInTheDocument()
    expect(booking.complete).not.toHaveBeenCalled()
  })

  it("'Payer' with everything: the payment starts and the browser goes to the payment page", async () => {
    booking.draft = { ...booking.draft, paymentMethod: 'CB', terms: ALL_TERMS }
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const user = userEvent.setup()
    renderSummary()
    await user.click(payButton())
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paiement.example/session'))
    expect(booking.complete).toHaveBeenCalledWith('payment', undefined)
    expect(screen.queryByText(PAYMENT_METHOD_REQUIRED)).not.toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it("a term ticked goes to the draft at once; after a refused 'Payer' the first choice missing has the focus", async () => {
    booking.draft = { ...booking.draft, paymentMethod: 'CB' }
    const user = userEvent.setup()
    renderSummary()
    await user.click(screen.getByRole('checkbox', { name: TERM_LABELS.order.label }))
    const change = booking.update.mock.lastCall![0] as (d: BookingDraft) => BookingDraft
    expect(change(booking.draft).terms).toEqual({ order: true, sales: false, formalities: false, children: false })
    expect(change(booking.draft).paymentMethod).toBe('CB')
    await user.click(payButton())
    await waitFor(() => expect(screen.getByRole('checkbox', { name: TERM_LABELS.sales.label })).toHaveFocus())
    expect(booking.complete).not.toHaveBeenCalled()
  })

  it("the destination's formalities and those for minors, read in a dialog from beside their boxes", async () => {
    booking.view = {
      ...booking.view,
      formalities: {
        title: 'Formalités pour les États-Unis',
        html: '<p>Passeport <strong>valide</strong>.</p>',
        childrenHtml: '<p>Chaque enfant a son document.</p>',
      },
    }
    const user = userEvent.setup()
    renderSummary()
    await user.click(screen.getByRole('button', { name: 'Lire les formalités' }))
    const dialog = await screen.findByRole('dialog', { name: 'Formalités pour les États-Unis' })
    expect(dialog).toHaveTextContent('Passeport valide.')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Lire les formalités pour les mineurs' }))
    expect(await screen.findByRole('dialog', { name: 'Formalités pour les États-Unis : enfants mineurs' })).toHaveTextContent('Chaque enfant a son document.')
  })

  it('the particular sales conditions, read in a dialog from beside their box', async () => {
    booking.view = { ...booking.view, salesConditions: { title: 'Conditions particulières de vente', html: '<h2>Prix</h2><p>En euros.</p>' } }
    const user = userEvent.setup()
    renderSummary()
    await user.click(screen.getByRole('button', { name: 'Lire les conditions particulières de vente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Conditions particulières de vente' })
    expect(dialog).toHaveTextContent('PrixEn euros.')
  })

  it('without a formalities or sales conditions page, the boxes are there without a link', () => {
    booking.view = { ...booking.view, formalities: null, salesConditions: null }
    renderSummary()
    expect(screen.getByRole('checkbox', { name: TERM_LABELS.formalities.label })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: TERM_LABELS.sales.label })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Lire les/ })).not.toBeInTheDocument()
  })

  it("the payer's opt-ins are here, as the spec sets them (no account, the newsletter); what is ticked goes to the payer in the draft", async () => {
    const user = userEvent.setup()
    renderSummary()
    const account = screen.getByRole('checkbox', { name: 'Créer mon compte Horizon Voyages avec ces informations' })
    const newsletter = screen.getByRole('checkbox', { name: 'Recevoir nos bons plans et offres de voyage par e-mail' })
    expect(account).not.toBeChecked()
    expect(account).toHaveAccessibleDescription(/finaliser la création de votre compte/)
    expect(newsletter).toBeChecked()
    await user.click(account)
    await user.click(newsletter)
    const change = booking.update.mock.lastCall![0] as (d: BookingDraft) => BookingDraft
    expect(change(booking.draft).payer).toMatchObject({ firstName: 'Paul', createAccountOptIn: true, subscribeNewsletterOptIn: false })
    expect(booking.update).toHaveBeenCalledTimes(2)
  })

  it('signed in: no account is offered, and one asked for before signing in is dropped from the payer', () => {
    booking.draft = { ...booking.draft, payer: { ...booking.draft.payer, createAccountOptIn: true } }
    renderSummary({ signedIn: true })
    expect(screen.queryByRole('checkbox', { name: /Créer mon compte/ })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Recevoir nos bons plans et offres de voyage par e-mail' })).toBeChecked()
    const change = booking.update.mock.lastCall![0] as (d: BookingDraft) => BookingDraft
    expect(change(booking.draft).payer).toMatchObject({ firstName: 'Paul', createAccountOptIn: false, subscribeNewsletterOptIn: true })
  })

  it('back from a cancelled payment: the warning says nothing was charged', () => {
    renderSummary({ paymentCancelled: true })
    expect(screen.getByText('Paiement annulé')).toBeInTheDocument()
    expect(screen.getByText(/rien n'a été débité/)).toBeInTheDocument()
  })
})
