import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FlightRoute, Solution } from '~/api-contract/flights'
import {
  cheapestMatching,
  computeFilterData,
  factsByPrice,
  fastestOf,
  hasOvernightStop,
  matchesFilters,
  selectResults,
  solutionMark,
  type FilterParams,
} from './results'

function route(id: string, legs: Array<[string, string, string, string, number?]>, carrier = 'AF'): FlightRoute {
  const segments = legs.map(([from, to, dep, arr, wait = 0], i) => ({
    id: `${id}-${i}`,
    departure: from,
    arrival: to,
    departureCityCode: from,
    arrivalCityCode: to,
    departureDateTime: dep,
    arrivalDateTime: arr,
    duration: '2:00',
    carrier,
    flightNumber: `${carrier}${100 + i}`,
    equipment: '320',
    cabinClass: 1 as const,
    timeBeforeSegment: wait,
    fare: { name: 'Light', fareBasis: 'XLIGHT', baggagePieces: 0, baggageWeight: null, options: [] },
  }))
  const minutes = (iso: string) => Date.parse(`${iso}:00Z`) / 60000
  return {
    id,
    carrier,
    segments,
    travelTime: minutes(segments.at(-1)!.arrivalDateTime) - minutes(segments[0]!.departureDateTime),
    stopNumber: segments.length - 1,
    totalStopDuration: legs.reduce((sum, l) => sum + (l[4] ?? 0), 0),
    nightsBeforeRoute: 0,
    baggages: 1,
    airportChange: false,
  }
}

function solution(id: string, total: number, routes: FlightRoute[], passengers = 2): Solution {
  return {
    id,
    gdsType: 'REGULAR',
    routes,
    priceInfo: { total, currencySymbol: '€', passengerNumber: passengers },
    adults: { number: passengers },
    childrens: { number: 0 },
    infants: { number: 0 },
  }
}

const direct = solution('A', 400, [route('A0', [['CDG', 'LIS', '2026-12-03T07:10', '2026-12-03T09:00']])])
const oneStop = solution('B', 300, [
  route(
    'B0',
    [
      ['ORY', 'MAD', '2026-12-03T13:00', '2026-12-03T15:00'],
      ['MAD', 'LIS', '2026-12-03T16:30', '2026-12-03T16:45', 90],
    ],
    'IB',
  ),
])
const overnight = solution('C', 200, [
  route(
    'C0',
    [
      ['CDG', 'AMS', '2026-12-03T21:00', '2026-12-03T22:30'],
      ['AMS', 'LIS', '2026-12-04T07:00', '2026-12-04T09:00', 510],
    ],
    'KL',
  ),
])
const all = [direct, oneStop, overnight]

const none: FilterParams = { scales: 'all', maxPriceType: 'per-person' }

describe('computeFilterData', () => {
  it('reads bounds, airports per route and each airline with its lowest price', () => {
    const data = computeFilterData(all)
    expect(data).toMatchObject({ minPrice: 200, maxPrice: 400, minPricePerPerson: 100, maxPricePerPerson: 200 })
    expect(data.airports).toEqual([{ routeIndex: 0, from: ['CDG', 'ORY'], to: ['LIS'] }])
    expect(data.airlines.map((a) => [a.carrier, a.price])).toEqual([
      ['KL', 200],
      ['IB', 300],
      ['AF', 400],
    ])
  })
})

describe('matchesFilters', () => {
  const keep = (f: Partial<FilterParams>) => all.filter((s) => matchesFilters(s, { ...none, ...f })).map((s) => s.id)

  it('filters by stops', () => {
    expect(keep({ scales: 'direct' })).toEqual(['A'])
    expect(keep({ scales: '1-scale' })).toEqual(['A', 'B', 'C'])
  })
  it('filters overnight stops and night flights', () => {
    expect(hasOvernightStop(overnight.routes[0]!)).toBe(true)
    expect(keep({ oneNightScale: false })).toEqual(['A', 'B'])
    expect(keep({ oneNightScale: true })).toEqual(['C'])
    expect(keep({ experience: 'no-night-flight' })).toEqual(['A', 'B'])
    expect(keep({ experience: 'short-scales' })).toEqual(['A', 'B'])
  })
  it('filters by price per person or total', () => {
    expect(keep({ maxPrice: 150 })).toEqual(['B', 'C'])
    expect(keep({ maxPrice: 300, maxPriceType: 'total' })).toEqual(['B', 'C'])
  })
  it('filters by departure time band, airline, airport and duration', () => {
    expect(keep({ flightTime: '6-12' })).toEqual(['A'])
    expect(keep({ flightTime: '18-24' })).toEqual(['C'])
    expect(keep({ airlinesSelected: ['IB', 'KL'] })).toEqual(['B', 'C'])
    expect(keep({ routes: [{ departureAirports: ['ORY'], arrivalAirports: [] }] })).toEqual(['B'])
    expect(keep({ maxDuration: 3 })).toEqual(['A'])
  })
})

describe('sorts', () => {
  it('sorts by price, by mark, by duration and by best choice', () => {
    expect(selectResults(all, { ...none, orderBy: 'price_asc' }).map((s) => s.id)).toEqual(['C', 'B', 'A'])
    expect(selectResults(all, { ...none, orderBy: 'mark_desc' }).map((s) => s.id)[0]).toBe('A')
    expect(selectResults(all, { ...none, orderBy: 'duration_asc' }).map((s) => s.id)).toEqual(['A', 'B', 'C'])
    expect(selectResults(all, { ...none, orderBy: 'best' }).map((s) => s.id)[0]).not.toBe('C')
  })
  it('gives the fastest direct flight the top mark', () => {
    expect(solutionMark(direct, direct.routes[0]!.travelTime)).toBe(10)
    expect(solutionMark(overnight, direct.routes[0]!.travelTime)).toBeLessThan(5)
  })
})

describe('the flexible-dates strip agrees with the list', () => {
  const filterSets: Array<Partial<FilterParams>> = [
    {},
    { scales: 'direct' },
    { oneNightScale: false },
    { airlinesSelected: ['KL'] },
    { maxPrice: 150 },
    { flightTime: '12-18' },
    { scales: 'direct', airlinesSelected: ['KL'] },
  ]
  it("gives the day's cheapest price among the flights the filters keep: the list's cheapest", () => {
    const byPrice = factsByPrice(all)
    for (const f of filterSets) {
      const params = { ...none, ...f }
      const list = selectResults(all, { ...params, orderBy: 'price_asc' })
      expect(cheapestMatching(byPrice, params), JSON.stringify(f)).toBe(list[0]?.priceInfo.total ?? null)
    }
  })
  it('agrees for any combination of filters (property)', () => {
    const filters = fc.record(
      {
        scales: fc.constantFrom('all', 'direct', '1-scale', '2-scale'),
        oneNightScale: fc.constantFrom(undefined, true, false),
        experience: fc.constantFrom(undefined, 'no-night-flight', 'short-scales'),
        maxPrice: fc.option(fc.integer({ min: 50, max: 450 }), { nil: undefined }),
        maxPriceType: fc.constantFrom('per-person', 'total'),
        flightTime: fc.constantFrom(undefined, '0-6', '6-12', '12-18', '18-24'),
        airlinesSelected: fc.option(fc.subarray(['AF', 'IB', 'KL']), { nil: undefined }),
        maxDuration: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
      },
      { requiredKeys: ['scales', 'maxPriceType'] },
    )
    const byPrice = factsByPrice(all)
    fc.assert(
      fc.property(filters, (f) => {
        const params = f as FilterParams
        const list = selectResults(all, { ...params, orderBy: 'price_asc' })
        expect(cheapestMatching(byPrice, params)).toBe(list[0]?.priceInfo.total ?? null)
      }),
      { seed: 13, numRuns: 200 },
    )
  })
})

describe('marks', () => {
  it('are against the whole search: the mark sort keeps them non-increasing under any filter', () => {
    const fastest = fastestOf(all)
    for (const f of [{}, { scales: '1-scale' as const }, { airlinesSelected: ['IB', 'KL'] }]) {
      const marks = selectResults(all, { ...none, ...f, orderBy: 'mark_desc' }).map((s) => solutionMark(s, fastest))
      expect(marks).toEqual([...marks].sort((a, b) => b - a))
    }
    // Filtering the fastest flight out does not raise the others' marks.
    const without = selectResults(all, { ...none, airlinesSelected: ['IB'], orderBy: 'mark_desc' })
    expect(solutionMark(without[0]!, fastest)).toBeLessThan(10)
  })
})
