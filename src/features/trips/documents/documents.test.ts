import ICAL from 'ical.js'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import type { TripDetail, TripFlight } from '~/api-contract/trips'
import { tripCalendar, tripFileName } from './trip-calendar'
import { tripSummaryPdf } from './summary-pdf.server'

const flight = (number: string, from: [string, string, string, string], to: [string, string, string, string]): TripFlight => {
  const place = ([airport, city, local, zone]: [string, string, string, string], utc: string) => ({
    airport,
    airport_name: `Aéroport de ${city}`,
    city_name: city,
    terminal: airport === 'CDG' ? '2E' : null,
    local,
    time_zone: zone,
    utc,
  })
  const utcOf = (local: string, zone: string) =>
    new Date(Date.parse(`${local}:00Z`) - (zone === 'America/New_York' ? -5 : 1) * 3_600_000).toISOString().replace('.000', '')
  return {
    departure: place(from, utcOf(from[2], from[3])),
    arrival: place(to, utcOf(to[2], to[3])),
    carrier: 'AF',
    carrier_name: 'Air France',
    flight_number: number,
    equipment: '359',
    duration: '7:35',
  }
}

const trip: TripDetail = {
  reference: 'K3V9QA',
  order_id: 100042,
  status: 'confirmed',
  request: null,
  legs: [
    { flights: [flight('22', ['CDG', 'Paris', '2026-12-10T10:30', 'Europe/Paris'], ['JFK', 'New York', '2026-12-10T13:05', 'America/New_York'])] },
    { flights: [flight('23', ['JFK', 'New York', '2026-12-17T19:35', 'America/New_York'], ['CDG', 'Paris', '2026-12-18T09:10', 'Europe/Paris'])] },
  ],
  travellers: [
    { category: 'ADT', title: 'Mrs', first_name: 'Claire', last_name: 'Martin' },
    { category: 'CHD', title: 'Mr', first_name: 'Léo', last_name: 'Martin' },
  ],
  total: 1249.3,
  created_at: '2026-11-20T10:00:00Z',
  payer: { title: 'Mrs', first_name: 'Claire', last_name: 'Martin', email: 'claire.martin@example.fr', phone: '+33 612345678' },
  options: [{ name: 'Bagage en soute 23 kg', traveller: 'Claire Martin', price: 45 }],
  insurance: { title: 'Assurance annulation', price: 38.5 },
  payment: {
    contract: 'FLOA_BC3XC',
    amount: 1249.3,
    status: 'paid',
    instalments: [
      { date: '2026-11-20', amount: 416.44 },
      { date: '2026-12-20', amount: 416.43 },
      { date: '2027-01-20', amount: 416.43 },
    ],
  },
  agency: {
    name: 'Horizon Voyages Lyon Bellecour',
    address: '12 place Bellecour',
    postal_code: '69002',
    city: 'Lyon',
    phone: '04 72 00 00 00',
    email: 'lyon@horizon-voyages.example',
    openings: [],
  },
  conditions: {
    fare_name: 'Flex',
    changeable: true,
    refundable: true,
    change_fee: 0,
    cancellation_fee: 70,
    baggage: [{ name: 'Bagage en soute 23 kg', included: true }],
  },
}

describe("a booking's calendar file", () => {
  it('has one event per flight at its UTC instants, the reference, and the file name of the booking', () => {
    const events = new ICAL.Component(ICAL.parse(tripCalendar(trip, 'https://example.test/trip?reference=K3V9QA')))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
    expect(events).toHaveLength(2)
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(['2026-12-10T09:30:00.000Z', '2026-12-18T00:35:00.000Z'])
    expect(events[1]!.endDate.toJSDate().toISOString()).toBe('2026-12-18T08:10:00.000Z')
    expect(events[1]!.summary).toBe('Vol AF 23 New York → Paris')
    expect(events[0]!.description).toContain('Référence dossier : K3V9QA')
    // The same identity as the confirmation e-mail's file: a calendar updates the events instead of doubling them.
    expect(events[0]!.uid).toBe('order-100042-flight-1@horizon-voyages')
    expect(tripFileName(trip, 'ics')).toBe('voyage-K3V9QA.ics')
    expect(tripFileName(trip, 'pdf')).toBe('voyage-K3V9QA.pdf')
  })
})

describe("a booking's PDF summary", () => {
  it('has the reference, status, itinerary in local and UTC times, travellers, payer, fare, options, instalments and agency', async () => {
    const bytes = await tripSummaryPdf(trip)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain('Référence dossier : K3V9QA')
    expect(text).toContain('Statut : Confirmée')
    expect(text).toContain('Vol AF 23 · Air France : New York (JFK) > Paris (CDG)')
    // 00:35 UTC is 19:35 the day before in New York: both are written.
    expect(text).toContain('17/12/2026 - 19:35 heure locale (00:35 UTC le 18/12/2026)')
    expect(text).toContain('Aéroport de Paris (CDG), terminal 2E, 18/12/2026 - 09:10 heure locale (08:10 UTC)')
    expect(text).toContain('Claire Martin (Adulte)')
    expect(text).toContain('Léo Martin (Enfant)')
    expect(text).toContain('claire.martin@example.fr · +33 6 12 34 56 78')
    expect(text).toContain('Tarif Flex et bagages')
    expect(text).toContain('Bagage en soute 23 kg (Claire Martin) : 45,00 €')
    expect(text).toContain('Assurance annulation : 38,50 €')
    expect(text).toMatch(/Total payé : 1 249,30 €/)
    expect(text).toContain('20/12/2026 : 416,43 €')
    expect(text).toContain('Votre agence : Horizon Voyages Lyon Bellecour')
  })

  it('goes on to a second page when the booking is long', async () => {
    const legs = Array.from({ length: 30 }, (_, i) => ({ flights: [{ ...trip.legs[0]!.flights[0]!, flight_number: String(100 + i) }] }))
    const doc = await getDocumentProxy(await tripSummaryPdf({ ...trip, legs }))
    expect(doc.numPages).toBeGreaterThan(1)
    expect((await extractText(doc, { mergePages: true })).text).toContain('Vol AF 129')
  })
})
