import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from 'design-system/testing'
import { emptyDraft } from '../../model/draft'
import type { BookingDraft, BookingView, StepOutcome } from '../../model/types'

/**
 * The guards of the insurance step's 'Continuer' and of every step's outcome (useStepAction):
 * no insurance asks first; each business outcome of the server opens its dialog.
 */

const navigate = vi.hoisted(() => vi.fn(async (_options: unknown) => {}))
const openSelector = vi.hoisted(() => vi.fn())
const booking = vi.hoisted(() => ({
  view: {} as BookingView,
  draft: {} as BookingDraft,
  update: vi.fn(),
  goBack: vi.fn(),
  complete: vi.fn<(step: string, options?: { acceptNewPrice?: boolean }) => Promise<StepOutcome>>(),
}))
vi.mock('@tanstack/react-router', async (importOriginal) => ({ ...(await importOriginal<object>()), useNavigate: () => navigate }))
vi.mock('~/features/agencies', () => ({ useAgency: () => ({ openSelector }) }))
vi.mock('../shell/BookingContext', () => ({ useBooking: () => booking, useMergedDraft: () => undefined, MERGED_VALUES: {} }))
// The dialogs without their lazy chunk (a delivery concern, not the step's behaviour).
vi.mock('../shell/LazyDialogs', async () => ({ AlertDialog: (await import('design-system')).AlertDialog }))
const { InsuranceStep } = await import('./InsuranceStep')

const SEARCH_PARAMS = { from: 'PAR', to: 'NYC', departure: '2027-03-10', adults: 2 }

beforeEach(() => {
  vi.clearAllMocks()
  booking.view = {
    solution: { priceInfo: { passengerNumber: 2 } },
    ticketPriceCents: 100_000,
    insurances: [{ id: 7, title: 'Multirisque', html: '<p>Annulation et bagages</p>', steps: [{ min: 0, max: 10_000, amount: 36 }] }],
    searchParams: SEARCH_PARAMS,
  } as unknown as BookingView
  booking.draft = emptyDraft({ adults: 2, childrens: 0, infants: 0 }, null)
  booking.complete.mockResolvedValue({ status: 'ok', rev: 2 })
})

const continueButton = () => screen.getByRole('button', { name: 'Continuer' })

describe('InsuranceStep', () => {
  it('shows each offer per person and for everyone; none is selected', () => {
    render(<InsuranceStep />)
    expect(screen.getByRole('heading', { level: 3, name: 'Multirisque' })).toBeInTheDocument()
    expect(screen.getByText(/^36,00\s€ par personne$/)).toBeInTheDocument()
    expect(screen.getByText(/^Soit 72,00\s€ pour 2 voyageurs$/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sélectionner' })).toHaveAttribute('aria-pressed', 'false')
  })

  it("without insurance, 'Continuer' asks first: 'Je choisis une assurance' stays, 'Aucune assurance' goes on", async () => {
    const user = userEvent.setup()
    render(<InsuranceStep />)
    await user.click(continueButton())
    const ask = await screen.findByRole('alertdialog', { name: 'Vous voyagez sans assurance ?' })
    expect(booking.complete).not.toHaveBeenCalled()
    await user.click(within(ask).getByRole('button', { name: 'Je choisis une assurance' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(booking.complete).not.toHaveBeenCalled()

    await user.click(continueButton())
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aucune assurance' }))
    await waitFor(() => expect(booking.complete).toHaveBeenCalledWith('insurance', undefined))
  })

  it("with an insurance chosen, 'Continuer' goes on at once", async () => {
    booking.draft = { ...booking.draft, insuranceId: 7 }
    const user = userEvent.setup()
    render(<InsuranceStep />)
    expect(screen.getByRole('button', { name: 'Sélectionné' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(continueButton())
    await waitFor(() => expect(booking.complete).toHaveBeenCalledWith('insurance', undefined))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})

describe("a step's outcome", () => {
  /** 'Continuer' with an insurance chosen, the server answering `outcome`: the dialog it opens. */
  async function continueWith(outcome: StepOutcome | Error) {
    booking.draft = { ...booking.draft, insuranceId: 7 }
    if (outcome instanceof Error) booking.complete.mockRejectedValueOnce(outcome)
    else booking.complete.mockResolvedValueOnce(outcome)
    const user = userEvent.setup()
    render(<InsuranceStep />)
    await user.click(continueButton())
    return { user, dialog: await screen.findByRole('alertdialog') }
  }

  it('a new price confirmed: the step goes on at the new price', async () => {
    const { user, dialog } = await continueWith({ status: 'price-changed', newTotal: 1234.5 })
    expect(dialog).toHaveAccessibleName('Les places partent vite !')
    expect(dialog).toHaveTextContent(/Un nouveau prix vous est proposé : 1\s234,50\s€ pour tous les passagers\./)
    await user.click(within(dialog).getByRole('button', { name: 'Oui, je confirme la réservation à 1234,50€' }))
    await waitFor(() => expect(booking.complete).toHaveBeenLastCalledWith('insurance', { acceptNewPrice: true }))
    expect(navigate).not.toHaveBeenCalled()
  })

  it("a new price refused: 'Non, je souhaite relancer une recherche' goes back to the search", async () => {
    const { user, dialog } = await continueWith({ status: 'price-changed', newTotal: 1234.5 })
    await user.click(within(dialog).getByRole('button', { name: 'Non, je souhaite relancer une recherche' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/search', search: SEARCH_PARAMS }))
    expect(booking.complete).toHaveBeenCalledTimes(1)
  })

  it("a changed fare: 'Nouvelle recherche' only", async () => {
    const { user, dialog } = await continueWith({ status: 'fare-changed' })
    expect(dialog).toHaveAccessibleName('Le tarif a changé')
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Nouvelle recherche'])
    await user.click(within(dialog).getByRole('button', { name: 'Nouvelle recherche' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/search', search: SEARCH_PARAMS }))
  })

  it("the error catalogue's texts when the server has them: title, message and action", async () => {
    const text = { title: 'Tarif modifié', message: 'Le tarif de votre voyage à changé ! Veuillez relancer une recherche.', action: 'Relancer' }
    const { user, dialog } = await continueWith({ status: 'fare-changed', text })
    expect(dialog).toHaveAccessibleName('Tarif modifié')
    expect(dialog).toHaveTextContent(text.message)
    await user.click(within(dialog).getByRole('button', { name: 'Relancer' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/search', search: SEARCH_PARAMS }))
  })

  it("a failed reservation: 'Réessayer' or 'Voir les agences'", async () => {
    const { user, dialog } = await continueWith({ status: 'reserve-failed' })
    expect(dialog).toHaveAccessibleName('Réservation impossible')
    expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeEnabled()
    await user.click(within(dialog).getByRole('button', { name: 'Voir les agences' }))
    expect(openSelector).toHaveBeenCalledTimes(1)
  })

  it("options not saved: the server's message, 'Fermer' only", async () => {
    const { dialog } = await continueWith({ status: 'ancillaries-error', message: 'Les options choisies ne sont plus disponibles.' })
    expect(dialog).toHaveAccessibleName('Options non enregistrées')
    expect(dialog).toHaveTextContent('Les options choisies ne sont plus disponibles.')
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fermer'])
  })

  it('payment unavailable: what was typed is kept', async () => {
    const { dialog } = await continueWith({ status: 'payment-failed' })
    expect(dialog).toHaveAccessibleName('Paiement indisponible')
    expect(dialog).toHaveTextContent('Vos informations sont conservées')
  })

  it("an invalid step says why; 'Fermer' closes and the step stays", async () => {
    const { user, dialog } = await continueWith({ status: 'invalid', message: 'Le numéro de téléphone est requis' })
    expect(dialog).toHaveAccessibleName('Impossible de continuer')
    expect(dialog).toHaveTextContent('Le numéro de téléphone est requis')
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 2, name: "Voyagez l'esprit tranquille" })).toBeInTheDocument()
  })

  it("a booking gone: 'Nouvelle recherche'", async () => {
    const { user, dialog } = await continueWith({ status: 'gone' })
    expect(dialog).toHaveTextContent('Cette réservation n’est plus disponible.')
    await user.click(within(dialog).getByRole('button', { name: 'Nouvelle recherche' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/search', search: SEARCH_PARAMS }))
  })

  it('a request that fails: the French message, the step stays', async () => {
    const { dialog } = await continueWith(new TypeError('Failed to fetch'))
    expect(dialog).toHaveAccessibleName('Impossible de continuer')
    expect(dialog).not.toHaveTextContent('Failed to fetch')
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
  })
})
