import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { productSearchQuerySchema } from '~/api-contract/catalogue'
import { productSearchSchema } from './search.schema'
import { resultsKey, toApiQuery } from './search-query'

describe('search-products state → API query string', () => {
  it("follows the spec's rules: themes joined with '++', min_max_nights, crois, departure day with its flexibility", () => {
    const search = productSearchSchema.parse({
      travelType: 'croisiere',
      destination: 'crete',
      departureCity: 'PAR',
      themes: ['plage', 'famille'],
      cruises: 'marit',
      minMaxNights: '7,14',
      departureDay: '2027-06-12',
      flexibilityDays: 2,
      departureYearMonth: '2027-06',
      accommodationTypes: ['hotel', 'club'],
      stars: [4, 5],
      scores: [8],
      budget: 1200,
      mealPlans: ['Tout compris', 'Demi-pension'],
      orderBy: 'mark_desc',
      layout: 'list',
      map: true,
    })
    expect(toApiQuery(resultsKey(search))).toEqual({
      type_voyage: 'croisiere',
      destination: 'crete',
      departure_city: 'PAR',
      departure_day: '2027-06-12',
      flexibility_days: 2,
      min_max_nights: '7,14',
      theme: 'plage++famille',
      crois: 'marit',
      accommodation_type: 'hotel,club',
      stars: '4,5',
      scores: '8',
      price_max: 1200,
      meal_plan: 'Tout compris,Demi-pension',
      order_by: 'mark_desc',
    })
    expect(toApiQuery({ departureYearMonth: '2027-07' })).toEqual({ departure_year_month: '2027-07' })
    expect(toApiQuery({})).toEqual({})
  })

  it('always builds a query the API accepts, from any URL (property)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            travelType: fc.constantFrom('sejour', 'circuit', 'croisiere', 'location', 'x'),
            themes: fc.array(fc.constantFrom('plage', 'famille', 'golf', 'x y', '')),
            stars: fc.array(fc.integer({ min: -1, max: 7 })),
            scores: fc.array(fc.integer({ min: 0, max: 10 })),
            minMaxNights: fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a},${b}`),
            flexibilityDays: fc.integer({ min: -2, max: 20 }),
            departureDay: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
            budget: fc.integer({ min: -5, max: 200_000 }),
            orderBy: fc.constantFrom('price_asc', 'mark_desc', 'other'),
          },
          { requiredKeys: [] },
        ),
        (raw) => {
          const query = toApiQuery(resultsKey(productSearchSchema.parse(raw)))
          expect(productSearchQuerySchema.safeParse(query).success).toBe(true)
        },
      ),
      { seed: 42, numRuns: 300 },
    )
  })
})
