import { describe, expect, it } from 'vitest'
import type { PriceAlert } from '~/api-contract/price-alerts'
import { FLIGHT_SEARCH_DEFAULTS, type FlightSearchParams } from '~/features/flights'
import { alertSearchParams, datesText, passengersText, priceChange, routeText, sameSearch, watchableSearch } from './alert-search'

const params = (changes: Partial<FlightSearchParams>): FlightSearchParams =>
  ({ ...FLIGHT_SEARCH_DEFAULTS, from: 'PAR', to: 'NCE', departure: '2027-03-10', return: '2027-03-17', adults: 2, ...changes }) as FlightSearchParams

const alert = (changes: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 1,
  search_data: {
    adults: 2,
    childrens: 1,
    infants: 0,
    segments: [
      { from: 'PAR', to: 'NCE', date: '2027-03-10' },
      { from: 'NCE', to: 'PAR', date: '2027-03-17' },
    ],
  },
  origin: { code: 'PAR', name: 'Paris' },
  destination: { code: 'NCE', name: 'Nice' },
  results_path: '/search?from=PAR&to=NCE',
  created_at: '2026-11-28T10:00:00Z',
  initial_price: 214.4,
  current_price: 189.1,
  checked_at: '2026-11-28T12:00:00Z',
  ...changes,
})

describe('price alert searches', () => {
  it('watches a complete one-way or round trip, not a multi-destination or an incomplete search', () => {
    expect(watchableSearch(params({}))?.segments.map((s) => `${s.from}>${s.to}@${s.date}`)).toEqual(['PAR>NCE@2027-03-10', 'NCE>PAR@2027-03-17'])
    expect(watchableSearch(params({ _type: 'oneWay', return: undefined }))?.segments).toHaveLength(1)
    expect(watchableSearch(params({ departure: undefined }))).toBeNull()
    expect(watchableSearch(params({ _type: 'multiDestinations', destinations: [{ from: 'PAR', to: 'NCE', departure: '2027-03-10' }] }))).toBeNull()
  })

  it('tells the same search by places, dates and passengers', () => {
    const search = watchableSearch(params({}))!
    expect(sameSearch(search, alert({ search_data: { ...alert().search_data, childrens: 0 } }).search_data)).toBe(true)
    expect(sameSearch(search, alert().search_data)).toBe(false)
    expect(sameSearch(search, watchableSearch(params({ return: '2027-03-18' }))!)).toBe(false)
    expect(sameSearch(search, watchableSearch(params({ to: 'BIA' }))!)).toBe(false)
  })

  it('reads as route, dates and passengers, and links to its results', () => {
    expect(routeText(alert())).toBe('Paris → Nice')
    expect(datesText(alert())).toBe('Aller-retour du 10 mars 2027 au 17 mars 2027')
    expect(datesText(alert({ search_data: { ...alert().search_data, segments: [alert().search_data.segments[0]!] } }))).toBe('Aller simple le 10 mars 2027')
    expect(passengersText(alert())).toBe('2 adultes, 1 enfant')
    expect(alertSearchParams(alert())).toMatchObject({
      from: 'PAR',
      fromLabel: 'Paris',
      to: 'NCE',
      toLabel: 'Nice',
      departure: '2027-03-10',
      return: '2027-03-17',
      childrens: 1,
    })
    expect(alertSearchParams(alert())._type).toBeUndefined()
  })

  it('gives the change from the price when followed', () => {
    expect(priceChange(alert())).toEqual({ amount: -25.3, percent: -12 })
    expect(priceChange(alert({ current_price: null }))).toBeNull()
  })
})
