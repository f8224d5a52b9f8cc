import userEvent from '@testing-library/user-event'
import { render, screen } from 'design-system/testing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TripDetail } from '~/api-contract/trips'

const fns = vi.hoisted(() => ({ findTrip: vi.fn(), sendChangeRequest: vi.fn(), getTrip: vi.fn(), getTrips: vi.fn() }))
vi.mock('../trips.functions', () => fns)

const { TripLookupPage, LOOKUP_NOT_FOUND } = await import('./TripLookupPage')

const place = (city: string, local: string, utc: string, timeZone: string) => ({
  airport: 'XXX',
  airport_name: city,
  city_name: city,
  terminal: null,
  local,
  time_zone: timeZone,
  utc,
})
const trip: TripDetail = {
  reference: 'K3V9QA',
  order_id: 100001,
  status: 'confirmed',
  request: null,
  legs: [
    {
      flights: [
        {
          departure: place('New York', '2027-12-17T19:35', '2027-12-18T00:35:00Z', 'America/New_York'),
          arrival: place('Paris', '2027-12-18T09:05', '2027-12-18T08:05:00Z', 'Europe/Paris'),
          carrier: 'AF',
          carrier_name: 'Air France',
          flight_number: '7',
          equipment: '359',
          duration: '7:30',
        },
      ],
    },
  ],
  travellers: [{ category: 'ADT', title: 'Mrs', first_name: 'Inès', last_name: 'Dupré' }],
  total: 812.4,
  created_at: '2027-11-01T10:00:00Z',
  payer: { title: 'Mrs', first_name: 'Inès', last_name: 'Dupré', email: 'ines@example.fr', phone: '+33 612345678' },
  options: [],
  insurance: null,
  payment: {
    contract: 'FLOA_BC3XC',
    amount: 812.4,
    status: 'paid',
    instalments: [
      { date: '2027-11-01', amount: 270.82 },
      { date: '2027-12-01', amount: 270.79 },
      { date: '2027-12-31', amount: 270.79 },
    ],
  },
  agency: null,
  conditions: {
    fare_name: 'Light',
    changeable: false,
    refundable: false,
    change_fee: null,
    cancellation_fee: null,
    baggage: [{ name: 'Bagage cabine 12 kg', included: true }],
  },
}

const fill = async (reference: string, email: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: /Référence/ }), reference)
  await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), email)
  await userEvent.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }))
}

describe('TripLookupPage', () => {
  beforeEach(() => vi.resetAllMocks())

  it('says what is wrong beside each field, in French, and sends nothing', async () => {
    render(<TripLookupPage />)
    await fill('K3', 'ines@')
    expect(await screen.findByText(/Référence invalide/)).toBeInTheDocument()
    expect(screen.getByText('E-mail invalide')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Référence/ })).toHaveAttribute('aria-invalid', 'true')
    expect(fns.findTrip).not.toHaveBeenCalled()
  })

  it('not found: one message whatever the cause; found: the booking with local and UTC times, instalments, and the conditions before a request', async () => {
    fns.findTrip.mockResolvedValueOnce({ ok: false, reason: 'not-found' }).mockResolvedValueOnce({ ok: true, trip })
    render(<TripLookupPage />)
    await fill('k3v9qa', 'autre@example.fr')
    expect(await screen.findByText(LOOKUP_NOT_FOUND)).toBeInTheDocument()
    expect(fns.findTrip).toHaveBeenCalledWith({ data: { reference: 'k3v9qa', email: 'autre@example.fr' } })

    await userEvent.clear(screen.getByRole('textbox', { name: /Adresse e-mail/ }))
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'ines@example.fr')
    await userEvent.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'New York → Paris' })).toBeInTheDocument()
    expect(screen.getByText(/ven\. 17 déc\. 2027, 19:35 \(heure locale\)/)).toBeInTheDocument()
    expect(screen.getByText('18/12/2027 - 00:35 UTC')).toBeInTheDocument()
    expect(screen.getByText('+33 6 12 34 56 78')).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(4)

    fns.sendChangeRequest.mockResolvedValueOnce({
      ok: true,
      trip: { ...trip, request: { kind: 'cancellation', requested_at: '2027-11-02T10:00:00Z', status: 'in_progress' } },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Demander une annulation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Demander une annulation' })
    expect(dialog).toHaveTextContent('Votre tarif Light n’est pas remboursable')
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }))
    expect(await screen.findByText(/Demande d’annulation en cours/)).toBeInTheDocument()
    expect(fns.sendChangeRequest).toHaveBeenCalledWith({ data: { reference: 'K3V9QA', email: 'ines@example.fr', kind: 'cancellation' } })
  })
})
