import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMPARE_MAX, PRODUCT_SEARCH_DEFAULTS, productPageSearchSchema, productSearchSchema } from './search.schema'

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
      compare: '12,7',
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
      compare: [12, 7],
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

  it('keeps at most three unique product ids to compare, in their order, whatever `compare` holds (property)', () => {
    expect(productSearchSchema.parse({ compare: [5, '5', 0, -2, 'x', 1.5, '0012', 9, 3, 4] }).compare).toEqual([5, 9, 3])
    const anyItem = fc.oneof(fc.integer(), fc.nat().map(String), fc.string(), fc.double(), fc.constant(null), fc.object())
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(anyItem),
          fc.array(anyItem).map((a) => a.join(',')),
          anyItem,
          fc.jsonValue(),
        ),
        (raw) => {
          const { compare } = productPageSearchSchema.parse({ compare: raw })
          expect(compare.length).toBeLessThanOrEqual(COMPARE_MAX)
          expect(new Set(compare).size).toBe(compare.length)
          for (const id of compare) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
        },
      ),
      { seed: 41, numRuns: 500 },
    )
  })
})
