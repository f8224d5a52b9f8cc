import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import type { Order } from '~/api-contract/orders'
import type { BookingDocumentInput } from './booking-document'
import { bookingSummaryPdf } from './summary-pdf.server'

const order: Order = {
  id: 100042,
  created_at: '2026-11-20T10:00:00Z',
  status__name: 'CONFIRMED',
  agency: 3,
  agency__name: 'Horizon Voyages Lyon Bellecour',
  agency_data: { address: '12 place Bellecour', city: 'Lyon', postal_code: '69002', phone: '04 72 00 00 00' },
  agency_contract: 'CB',
  client: {
    title: 'Mrs',
    first_name: 'Claire',
    last_name: 'Martin',
    email: 'claire.martin@example.fr',
    phone: '612345678',
    phone_country_prefix: '+33',
    address: '12 rue de la République',
    postal_code: '69002',
    city: 'Lyon',
    country: 'FR',
  },
  amount: 1249.3,
  passengers: [
    { category: 'ADT', title: 'Mrs', first_name: 'Claire', last_name: 'Martin' },
    { category: 'CHD', title: 'Mr', first_name: 'Léo', last_name: 'Martin' },
  ],
  insurance: 1,
  search: null,
  solution_id: 's1~STANDARD',
  ticket: {
    price: 1204.3,
    gds_type: 'REGULAR',
    solution: {} as never,
    travel_data: {
      passenger_name_record: 'K3V9QA',
      transports: [
        {
          departure: 'JFK',
          arrival: 'CDG',
          departure_city_name: 'New York',
          arrival_city_name: 'Paris',
          carrier: 'AF',
          flight_number: '23',
          equipment: '359',
          service_period: { start: '2026-12-18T00:35:00Z', end: '2026-12-18T08:10:00Z' },
        },
      ],
    },
  },
  payment: { id: 'p1', status: 'paid', contract: 'CB', amount: 1249.3 },
}

const input: BookingDocumentInput = {
  order,
  agency: null,
  timeZones: { JFK: 'America/New_York', CDG: 'Europe/Paris' },
  options: [{ name: 'Bagage en soute 23 kg, Claire Martin, Aller JFK > CDG', priceCents: 4500 }],
  insurance: 'Assurance annulation',
}

async function text(bytes: Uint8Array) {
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text
}

describe('bookingSummaryPdf', () => {
  it('is a PDF with the reference, status, itinerary in local and UTC times, passengers, payer, options, total and agency', async () => {
    const bytes = await bookingSummaryPdf(input)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const content = await text(bytes)
    expect(content).toContain('Référence dossier : K3V9QA')
    expect(content).toContain('Statut : Confirmée')
    expect(content).toContain('Vol AF 23 : New York (JFK) > Paris (CDG)')
    // 00:35 UTC is 19:35 the day before in New York: both are written.
    expect(content).toContain('Départ : 17/12/2026 - 19:35 heure locale (00:35 UTC le 18/12/2026)')
    expect(content).toContain('Arrivée : 18/12/2026 - 09:10 heure locale (08:10 UTC)')
    expect(content).toContain('Madame Claire Martin (Adulte)')
    expect(content).toContain('Monsieur Léo Martin (Enfant)')
    expect(content).toContain('claire.martin@example.fr')
    expect(content).toContain('Bagage en soute 23 kg')
    expect(content).toContain('Assurance : Assurance annulation')
    expect(content).toMatch(/Total payé : 1 249,30 €/)
    expect(content).toContain('Carte bancaire')
    expect(content).toContain('Votre agence : Horizon Voyages Lyon Bellecour')
  })

  it('shows UTC times alone when an airport zone is unknown, and a long booking goes on to a second page', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...order.ticket!.travel_data!.transports[0]!, flight_number: String(100 + i) }))
    const long = { ...order, ticket: { ...order.ticket!, travel_data: { passenger_name_record: 'K3V9QA', transports: many } } }
    const doc = await getDocumentProxy(await bookingSummaryPdf({ ...input, order: long, timeZones: {} }))
    expect(doc.numPages).toBeGreaterThan(1)
    const { text: content } = await extractText(doc, { mergePages: true })
    expect(content).toContain('Départ : 18/12/2026 - 00:35 (heure UTC)')
    expect(content).toContain('Vol AF 139')
  })
})
