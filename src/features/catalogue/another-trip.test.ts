import { describe, expect, it } from 'vitest'
import { anotherTrip, type TripProduct } from './another-trip'
import { toResultsSearch } from './holiday-search'
import { productPageSearchSchema } from './search.schema'

const crete: TripProduct = {
  type_voyage: 'circuit',
  parent_destinations: [
    {
      code: 'europe',
      label: 'Europe',
      destinations: [
        { code: 'gr', label: 'Grèce' },
        { code: 'crete', label: 'Crète' },
      ],
    },
  ],
  features: {
    departure_cities: [
      { code: 'LYS', label: 'Lyon' },
      { code: 'PAR', label: 'Paris' },
    ],
  },
}
const today = '2027-03-10'
const search = (raw: Record<string, unknown>) => productPageSearchSchema.parse(raw)

describe("'Envie d’un autre voyage ?'", () => {
  it('follows the search the visitor came from, and opens the bar filled with it', () => {
    const trip = anotherTrip(
      crete,
      search({
        travelType: 'circuit',
        themes: 'circuit-organise',
        destination: 'europe',
        departureCity: 'LYS',
        departureYearMonth: '2027-06',
        minMaxNights: '7,7',
      }),
      today,
    )
    expect(trip.summary).toBe('Circuits · Europe · juin 2027 · Une semaine')
    expect(trip.start).toEqual({
      tab: 'circuit',
      sub: 'circuit-organise',
      values: {
        departureCity: { code: 'LYS', label: 'Lyon' },
        destination: { code: 'europe', label: 'Europe' },
        date: { type: 'period', month: '2027-06' },
        duration: { type: 'preset', value: '7,7' },
        accommodationType: null,
      },
    })
    // Searched again as it was.
    expect(toResultsSearch(trip.start.values, { kind: 'circuit', theme: 'circuit-organise' })).toEqual({
      travelType: 'circuit',
      themes: ['circuit-organise'],
      destination: 'europe',
      departureCity: 'LYS',
      departureYearMonth: '2027-06',
      minMaxNights: '7,7',
    })
  })

  it('without a search: the product’s own type and destination', () => {
    const trip = anotherTrip(crete, search({}), today)
    expect(trip.summary).toBe('Circuits · Crète')
    expect(trip.start.tab).toBe('circuit')
    expect(trip.start.values).toMatchObject({ destination: { code: 'crete', label: 'Crète' }, departureCity: null, date: null, duration: null })
  })

  it('leaves out a past date, keeps a day with its tolerance and a stay in days; rentals and cruises open their own sub-tabs', () => {
    expect(anotherTrip(crete, search({ departureYearMonth: '2027-02' }), today).start.values.date).toBeNull()
    expect(anotherTrip(crete, search({ departureDay: '2027-03-09' }), today).start.values.date).toBeNull()
    const day = anotherTrip(crete, search({ departureDay: '2027-04-02', flexibilityDays: 2, minMaxNights: '5,5' }), today)
    expect(day.start.values).toMatchObject({ date: { type: 'date', date: '2027-04-02', tolerance: 2 }, duration: { type: 'days', days: 5 } })
    expect(day.summary).toBe('Circuits · Crète · 2 avr. 2027 ± 2 j · 5 jours')
    expect(anotherTrip({ ...crete, type_voyage: 'location' }, search({ departureCity: 'LYS' }), today).start).toMatchObject({
      tab: 'sejour',
      sub: 'rentals',
      values: { departureCity: null },
    })
    expect(anotherTrip({ ...crete, type_voyage: 'croisiere' }, search({ cruises: 'fluv' }), today).start).toMatchObject({ tab: 'croisiere', sub: 'fluv' })
    expect(anotherTrip({ ...crete, type_voyage: 'sejour' }, search({}), today).start).toMatchObject({ tab: 'sejour', sub: 'hotel-club' })
  })
})
