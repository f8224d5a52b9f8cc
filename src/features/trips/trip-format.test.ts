import { describe, expect, it } from 'vitest'
import type { TripSummary } from '~/api-contract/trips'
import { localDateTime, routeLabel, splitTrips, utcDateTime } from './trip-format'

const place = (city: string, local: string, utc: string) => ({
  airport: city.slice(0, 3).toUpperCase(),
  airport_name: city,
  city_name: city,
  terminal: null,
  local,
  time_zone: 'UTC',
  utc,
})
const trip = (reference: string, out: string, back: string): TripSummary => ({
  reference,
  order_id: 1,
  status: 'confirmed',
  request: null,
  legs: [
    {
      flights: [
        {
          departure: place('Paris', out, `${out}:00Z`),
          arrival: place('New York', out, `${out}:00Z`),
          carrier: 'AF',
          carrier_name: 'Air France',
          flight_number: '6',
          equipment: '359',
          duration: '8:10',
        },
      ],
    },
    {
      flights: [
        {
          departure: place('New York', back, `${back}:00Z`),
          arrival: place('Paris', back, `${back}:00Z`),
          carrier: 'AF',
          carrier_name: 'Air France',
          flight_number: '7',
          equipment: '359',
          duration: '7:10',
        },
      ],
    },
  ],
  travellers: [],
  total: 100,
  created_at: '2026-01-01T00:00:00Z',
})

describe('trip format', () => {
  it('local time as the airport reads it, UTC apart', () => {
    expect(localDateTime('2027-12-17T19:35')).toBe('ven. 17 déc. 2027, 19:35')
    expect(utcDateTime('2027-12-18T00:35:00Z')).toBe('18/12/2027 - 00:35 UTC')
  })

  it('upcoming first (soonest first), then past (latest first)', () => {
    const now = Date.parse('2027-06-01T00:00:00Z')
    const trips = [
      trip('PAST01', '2027-01-10T10:00', '2027-01-17T10:00'),
      trip('LATER1', '2027-09-10T10:00', '2027-09-17T10:00'),
      trip('SOON01', '2027-07-10T10:00', '2027-07-17T10:00'),
      trip('PAST02', '2027-03-10T10:00', '2027-03-17T10:00'),
    ]
    const { upcoming, past } = splitTrips(trips, now)
    expect(upcoming.map((t) => t.reference)).toEqual(['SOON01', 'LATER1'])
    expect(past.map((t) => t.reference)).toEqual(['PAST02', 'PAST01'])
    expect(routeLabel(trips[0]!)).toBe('Paris → New York (aller-retour)')
  })
})
