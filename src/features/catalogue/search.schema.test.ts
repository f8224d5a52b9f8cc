import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PRODUCT_SEARCH_DEFAULTS, productPageSearchSchema, productSearchSchema } from './search.schema'

describe('/search-products URL schema', () => {
  it('reads every field of the search-products state', () => {
    const params = productSearchSchema.parse({
      travelType: 'circuit',
      accommodationTypes: ['hotel', 'Riad'],
      destination: 'Crete',
      departureCity: 'par',
      themes: 'plage,famille',
      cruises: 'marit',
      flexibilityDays: '2',
      minMaxNights: '7,14',
      departureYearMonth: '2027-06',
      departureDay: '2027-06-12',
      stars: [4, '5'],
      scores: 8,
      budget: '1500',
      mealPlans: ['Tout compris'],
      orderBy: 'mark_desc',
      layout: 'list',
      map: 'true',
    })
    expect(params).toEqual({
      travelType: 'circuit',
      accommodationTypes: ['hotel', 'riad'],
      destination: 'crete',
      departureCity: 'PAR',
      themes: ['plage', 'famille'],
      cruises: 'marit',
      flexibilityDays: 2,
      minMaxNights: '7,14',
      departureYearMonth: '2027-06',
      departureDay: '2027-06-12',
      stars: [4, 5],
      scores: [8],
      budget: 1500,
      mealPlans: ['Tout compris'],
      orderBy: 'mark_desc',
      layout: 'list',
      map: true,
    })
  })

  it('renders the default page for a malformed link: every bad field falls back', () => {
    const params = productSearchSchema.parse({
      travelType: 'ski',
      destination: '<script>',
      departureCity: '12',
      themes: [{}, 'ok', 'x'.repeat(80)],
      flexibilityDays: '99',
      minMaxNights: '14,7',
      departureYearMonth: '2027-13',
      departureDay: '2027-02-30',
      stars: [0, 6, 'a', 3],
      scores: '4',
      budget: '-3',
      orderBy: 'random',
      layout: 'tiles',
      map: 'maybe',
    })
    expect(params).toEqual({ ...PRODUCT_SEARCH_DEFAULTS, themes: ['ok'], stars: [3] })
  })

  it('never throws, whatever the query string holds (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('travelType', 'themes', 'stars', 'scores', 'budget', 'map', 'minMaxNights', 'departureDay', 'nights', 'x'),
          fc.jsonValue(),
        ),
        (raw) => {
          const parsed = productPageSearchSchema.safeParse(raw)
          expect(parsed.success).toBe(true)
        },
      ),
      { seed: 17, numRuns: 300 },
    )
  })
})
