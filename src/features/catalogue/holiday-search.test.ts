import { describe, expect, it } from 'vitest'
import { durationLabel, durationNights, EMPTY_HOLIDAY_SEARCH, matchesPlace, toResultsSearch } from './holiday-search'
import { productSearchSchema } from './search.schema'
import { toApiQuery } from './search-query'

const paris = { code: 'PAR', label: 'Paris' }
const crete = { code: 'crete', label: 'Crète' }

describe('holiday search form → /search-products', () => {
  it('a tour search with its sub-tab theme, departure, destination, exact date with tolerance and a preset duration', () => {
    const search = toResultsSearch(
      {
        ...EMPTY_HOLIDAY_SEARCH,
        departureCity: paris,
        destination: crete,
        date: { type: 'date', date: '2027-06-12', tolerance: 4 },
        duration: { type: 'preset', value: '7,14' },
      },
      { kind: 'circuit', theme: 'circuit-organise' },
    )
    expect(search).toEqual({
      travelType: 'circuit',
      themes: ['circuit-organise'],
      departureCity: 'PAR',
      destination: 'crete',
      departureDay: '2027-06-12',
      flexibilityDays: 4,
      minMaxNights: '7,14',
    })
    // The URL schema reads it back unchanged, and the API query follows the spec's rules.
    const parsed = productSearchSchema.parse(search)
    expect(parsed).toMatchObject(search)
    expect(toApiQuery(parsed)).toEqual({
      type_voyage: 'circuit',
      theme: 'circuit-organise',
      departure_city: 'PAR',
      destination: 'crete',
      departure_day: '2027-06-12',
      flexibility_days: 4,
      min_max_nights: '7,14',
    })
  })

  it('a month instead of a date; cruise themes go to crois; hotel-or-club presets its accommodation types', () => {
    expect(toResultsSearch({ ...EMPTY_HOLIDAY_SEARCH, date: { type: 'period', month: '2027-08' } }, { kind: 'croisiere', theme: 'fluv' })).toEqual({
      travelType: 'croisiere',
      cruises: 'fluv',
      departureYearMonth: '2027-08',
    })
    expect(toResultsSearch(EMPTY_HOLIDAY_SEARCH, { kind: 'hotel-club', theme: null })).toEqual({ travelType: 'sejour', accommodationTypes: ['hotel', 'club'] })
  })

  it('rentals: accommodation type, no departure city', () => {
    expect(
      toResultsSearch(
        { ...EMPTY_HOLIDAY_SEARCH, departureCity: paris, accommodationType: { code: 'camping', label: 'Camping' } },
        { kind: 'rentals', theme: null },
      ),
    ).toEqual({
      travelType: 'location',
      accommodationTypes: ['camping'],
    })
  })

  it('durations: presets, a number of days, and none', () => {
    expect(durationNights({ type: 'days', days: 10 })).toBe('10,10')
    expect(durationNights({ type: 'days', days: 0 })).toBeUndefined()
    expect(durationNights({ type: 'preset', value: '' })).toBeUndefined()
    expect(durationNights(null)).toBeUndefined()
    expect(durationLabel({ type: 'preset', value: '15,90' })).toBe('Plus de deux semaines')
    expect(durationLabel({ type: 'days', days: 1 })).toBe('1 jour')
    expect(durationLabel({ type: 'days', days: 12 })).toBe('12 jours')
  })

  it('place search: case-insensitive substring, accents ignored', () => {
    expect(matchesPlace('Crète', 'cre')).toBe(true)
    expect(matchesPlace('Paris-Orly', ' ORLY ')).toBe(true)
    expect(matchesPlace('Lyon', 'nice')).toBe(false)
  })
})
