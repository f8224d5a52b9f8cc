import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { flightSearchSchema } from './search.schema'
import { canAddInfant, passengerLimits, withAdults } from './passengers'
import { dateBounds } from './search-dates'
import {
  defaultSearchValues,
  MESSAGES,
  needsReturnTicket,
  searchFormIssues,
  searchFormSchema,
  type PlaceValue,
  type SearchFormValues,
} from './search-form.schema'
import { fromSearchParams, toSearchParams } from './search-url'

const today = Temporal.PlainDate.from('2026-06-10')
const bounds = dateBounds(today)
const paris: PlaceValue = { code: 'PAR', name: 'Paris', countryCode: 'FR', countryName: 'France', type: 'City' }
const nyc: PlaceValue = { code: 'NYC', name: 'New York', countryCode: 'US', countryName: 'États-Unis', type: 'City' }
const lis: PlaceValue = { code: 'LIS', name: 'Lisbonne', countryCode: 'PT', type: 'Airport' }

const values = (patch: Partial<SearchFormValues> = {}): SearchFormValues => ({ ...defaultSearchValues(today), ...patch })
const messages = (v: SearchFormValues) => Object.fromEntries(searchFormIssues(v, bounds.min).map((i) => [i.path.join('.'), i.message]))

describe('dates', () => {
  it('earliest date today + 3 days; defaults today + 3 and today + 4', () => {
    expect(bounds.min).toBe('2026-06-13')
    expect(defaultSearchValues(today)).toMatchObject({ departure: '2026-06-13', return: '2026-06-14' })
  })
})

describe('passengers', () => {
  it('lowering adults when infants equal adults also lowers infants', () => {
    expect(withAdults({ adults: 3, childrens: 0, infants: 3 }, 2)).toEqual({ adults: 2, childrens: 0, infants: 2 })
    expect(withAdults({ adults: 3, childrens: 1, infants: 1 }, 2)).toEqual({ adults: 2, childrens: 1, infants: 1 })
  })
  it('adults at least 1, total at most 9', () => {
    expect(withAdults({ adults: 1, childrens: 0, infants: 0 }, 0).adults).toBe(1)
    expect(withAdults({ adults: 2, childrens: 5, infants: 0 }, 8).adults).toBe(4)
    expect(passengerLimits({ adults: 2, childrens: 5, infants: 1 })).toEqual({ adults: 3, childrens: 6, infants: 2 })
  })
  it('adding an infant is blocked when infants equal adults', () => {
    expect(canAddInfant({ adults: 2, childrens: 0, infants: 2 })).toBe(false)
    expect(canAddInfant({ adults: 2, childrens: 0, infants: 1 })).toBe(true)
    expect(passengerLimits({ adults: 2, childrens: 0, infants: 2 }).infants).toBe(2)
  })
  it("validation: 'Requise' and the limits", () => {
    expect(messages(values({ adults: 0 })).adults).toBe(MESSAGES.required)
    expect(messages(values({ childrens: -1 })).childrens).toBe(MESSAGES.required)
    expect(messages(values({ infants: Number.NaN })).infants).toBe(MESSAGES.required)
    expect(messages(values({ adults: 5, childrens: 5 })).adults).toBe(MESSAGES.tooManyPassengers)
    expect(messages(values({ adults: 1, infants: 2 })).infants).toBe(MESSAGES.infantsOverAdults)
  })
})

describe('validation messages (flights.md §5)', () => {
  it("empty departure and destination: 'Requise'", () => {
    expect(messages(values())).toEqual({ from: 'Requise', to: 'Requise' })
  })
  it('typed but not picked: choose from the list', () => {
    expect(messages(values({ fromInputValue: 'pari', toInputValue: 'lon' }))).toEqual({
      from: 'Veuillez sélectionner une ville de départ dans la liste proposée',
      to: 'Veuillez sélectionner une ville de destination dans la liste proposée',
    })
  })
  it("dates: 'Requise', 'Date invalide', return not before departure", () => {
    const ok = { from: paris, to: nyc }
    expect(messages(values({ ...ok, departure: '', return: '' }))).toEqual({ departure: 'Requise', return: 'Requise' })
    expect(messages(values({ ...ok, departure: '2026-06-01' }))).toEqual({ departure: 'Date invalide' })
    expect(messages(values({ ...ok, departure: '2026-02-30' }))).toEqual({ departure: 'Date invalide' })
    expect(messages(values({ ...ok, departure: '2026-07-10', return: '2026-07-01' }))).toEqual({
      return: 'La date de retour doit être après la date de départ',
    })
    expect(messages(values({ ...ok, departure: '2026-07-10', return: '2026-07-10' }))).toEqual({})
    expect(messages(values({ ...ok, _type: 'oneWay', return: '' }))).toEqual({})
  })
  it('multi-destination: at least one segment, each with from, to, date', () => {
    expect(messages(values({ _type: 'multiDestinations', destinations: [] }))).toEqual({ destinations: 'At least one segment is required' })
    const rows = [
      { from: paris, fromInputValue: 'Paris (PAR)', to: lis, toInputValue: 'Lisbonne (LIS)', departure: '2026-07-01' },
      { from: null, fromInputValue: '', to: null, toInputValue: 'x', departure: '' },
    ]
    expect(messages(values({ _type: 'multiDestinations', destinations: rows }))).toEqual({
      'destinations.1.from': 'Requise',
      'destinations.1.to': 'Veuillez sélectionner une ville de destination dans la liste proposée',
      'destinations.1.departure': 'Requise',
    })
  })
  it('the zod schema reports the same issues at the same paths', () => {
    const result = searchFormSchema(bounds.min).safeParse(values({ fromInputValue: 'pa' }))
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', MESSAGES.pickDeparture],
      ['to', MESSAGES.required],
    ])
    expect(searchFormSchema(bounds.min).safeParse(values({ from: paris, to: nyc })).success).toBe(true)
  })
})

describe('return ticket (one way to US, CA, MX, BR, TH, ID, CR, PA, PH, JP, AU, NZ)', () => {
  it('only one-way searches to those countries', () => {
    expect(needsReturnTicket({ _type: 'oneWay', to: nyc })).toBe(true)
    expect(needsReturnTicket({ _type: 'roundTrip', to: nyc })).toBe(false)
    expect(needsReturnTicket({ _type: 'oneWay', to: lis })).toBe(false)
  })
})

describe('form → /search URL', () => {
  it('round trip: the spec names, labels with the code in brackets', () => {
    const params = toSearchParams(values({ from: paris, to: nyc, departure: '2026-07-01', return: '2026-07-08', adults: 2, childrens: 1, infants: 1 }))
    expect(params).toEqual({
      _type: 'roundTrip',
      from: 'PAR',
      fromLabel: 'Paris (PAR)',
      fromType: 'City',
      fromCountryCode: 'FR',
      to: 'NYC',
      toLabel: 'New York (NYC)',
      toType: 'City',
      toCountryCode: 'US',
      departure: '2026-07-01',
      return: '2026-07-08',
      adults: 2,
      childrens: 1,
      infants: 1,
    })
    // The /search schema reads them back unchanged.
    expect(flightSearchSchema.parse(params)).toMatchObject(params)
  })
  it('one way has no return', () => {
    expect(toSearchParams(values({ _type: 'oneWay', from: paris, to: lis })).return).toBeUndefined()
  })
  it('multi-destination: destinations rows', () => {
    const params = toSearchParams(
      values({
        _type: 'multiDestinations',
        from: paris,
        destinations: [
          { from: paris, fromInputValue: '', to: lis, toInputValue: '', departure: '2026-07-01' },
          { from: lis, fromInputValue: '', to: nyc, toInputValue: '', departure: '2026-07-05' },
        ],
      }),
    )
    expect(params).toEqual({
      _type: 'multiDestinations',
      destinations: [
        { from: 'PAR', fromLabel: 'Paris (PAR)', to: 'LIS', toLabel: 'Lisbonne (LIS)', departure: '2026-07-01' },
        { from: 'LIS', fromLabel: 'Lisbonne (LIS)', to: 'NYC', toLabel: 'New York (NYC)', departure: '2026-07-05' },
      ],
      adults: 1,
      childrens: 0,
      infants: 0,
    })
    expect(flightSearchSchema.parse(params).destinations).toEqual(params.destinations)
  })
  it('the URL prefills the form back (modify the search)', () => {
    const v = values({ from: paris, to: nyc, departure: '2026-07-01', return: '2026-07-08', adults: 2 })
    const back = fromSearchParams(toSearchParams(v), defaultSearchValues(today))
    expect(back).toMatchObject({
      from: { code: 'PAR', name: 'Paris' },
      fromInputValue: 'Paris (PAR)',
      to: { code: 'NYC', countryCode: 'US' },
      departure: '2026-07-01',
      return: '2026-07-08',
      adults: 2,
    })
  })
})
