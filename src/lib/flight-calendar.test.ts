import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarFileName, flightCalendar, type CalendarFlight } from './flight-calendar'

const outbound: CalendarFlight = {
  departure: 'CDG',
  arrival: 'JFK',
  departure_city_name: 'Paris',
  arrival_city_name: 'New York',
  carrier: 'AF',
  flight_number: '1234',
  // 10:30 in Paris (UTC+1 in December) → 13:05 in New York (UTC−5)
  service_period: { start: '2026-12-18T09:30:00Z', end: '2026-12-18T18:05:00Z' },
}
const back: CalendarFlight = {
  ...outbound,
  departure: 'JFK',
  arrival: 'CDG',
  departure_city_name: 'New York',
  arrival_city_name: 'Paris',
  flight_number: '9',
  service_period: { start: '2026-12-24T00:35:00Z', end: '2026-12-24T08:10:00Z' },
}

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
}

describe('flightCalendar', () => {
  it('has one event per flight at the UTC instants of the order, with the title, place and reference', () => {
    const text = flightCalendar({ reference: 'K3V9QA', orderId: '100001', flights: [outbound, back], url: 'https://example.test/trip?reference=K3V9QA' })
    const [first, second] = events(text)
    expect(first!.summary).toBe('Vol AF 1234 Paris → New York')
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-12-18T09:30:00.000Z')
    expect(first!.endDate.toJSDate().toISOString()).toBe('2026-12-18T18:05:00.000Z')
    expect(first!.startDate.zone.tzid).toBe('UTC')
    expect(first!.location).toBe('Paris (CDG)')
    expect(first!.description).toContain('Référence dossier : K3V9QA')
    expect(first!.uid).toBe('order-100001-flight-1@horizon-voyages')
    expect(second!.summary).toBe('Vol AF 9 New York → Paris')
    expect(second!.startDate.toJSDate().toISOString()).toBe('2026-12-24T00:35:00.000Z')
  })

  it('says the reference is awaited when there is none yet', () => {
    const [event] = events(flightCalendar({ reference: null, orderId: '100002', flights: [outbound] }))
    expect(event!.description).toContain('Commande n° 100002 (référence dossier en attente)')
  })

  it('refuses unreadable times', () => {
    expect(() => flightCalendar({ reference: 'X', orderId: '1', flights: [{ ...outbound, service_period: { start: 'soon', end: '' } }] })).toThrow(/Unreadable/)
  })

  it('names the file after the reference, else the order', () => {
    expect(calendarFileName('K3V9QA', '100001')).toBe('voyage-K3V9QA.ics')
    expect(calendarFileName(null, '100001')).toBe('voyage-100001.ics')
  })
})
