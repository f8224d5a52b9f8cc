import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { productSearchSchema } from './search.schema'
import { canonicalSearchOf, SPEC_QUERY_NAMES } from './spec-query'

const canonical = (query: string) => canonicalSearchOf(new URLSearchParams(query))

describe('canonicalSearchOf', () => {
  it('leaves a query without spec names alone', () => {
    expect(canonical('travelType=circuit&stars=4,5')).toBeNull()
    expect(canonical('')).toBeNull()
    expect(canonical('destination=grece')).toBeNull()
  })

  it('translates each spec name and value', () => {
    expect(canonical('type_voyage=circuit')).toBe('?travelType=circuit')
    expect(canonical('departure_city=par')).toBe('?departureCity=PAR')
    expect(canonical('departure_year_month=2027-03')).toBe('?departureYearMonth=2027-03')
    expect(canonical('departure_day=2027-03-14&flexibility_days=3')).toBe('?departureDay=2027-03-14&flexibilityDays=3')
    expect(canonical('min_max_nights=7,14')).toBe('?minMaxNights=7%2C14')
    expect(canonical('crois=fluv')).toBe('?cruises=fluv')
    expect(canonical('accommodation_type=hotel,club')).toBe('?accommodationTypes=hotel%2Cclub')
    expect(canonical('price_max=1500')).toBe('?budget=1500')
    expect(canonical('meal_plan=Tout compris')).toBe('?mealPlans=Tout+compris')
    expect(canonical('order_by=mark_desc')).toBe('?orderBy=mark_desc')
  })

  it("splits themes on '++', raw or percent-encoded", () => {
    expect(canonical('theme=circuit-organise++autotour')).toBe('?themes=circuit-organise%2Cautotour')
    expect(canonical('theme=circuit-organise%2B%2Bautotour')).toBe('?themes=circuit-organise%2Cautotour')
  })

  it('keeps shared and unknown names, drops invalid spec values', () => {
    expect(canonical('type_voyage=circuit&destination=grece&utm_source=partner')).toBe('?destination=grece&utm_source=partner&travelType=circuit')
    expect(canonical('type_voyage=plage&crois=lac&min_max_nights=14,7&departure_year_month=2027-13')).toBe('')
    expect(canonical('type_voyage=nope&travelType=sejour')).toBe('')
    expect(canonical('theme=ok++%3Cscript%3E')).toBe('?themes=ok')
  })

  it('a spec value replaces the same parameter under its page name', () => {
    expect(canonical('travelType=sejour&type_voyage=circuit')).toBe('?travelType=circuit')
  })

  it('always yields a redirect target without spec names, whose params the page accepts', () => {
    const specName = fc.constantFrom(...Object.keys(SPEC_QUERY_NAMES))
    const name = fc.oneof(specName, fc.constantFrom('travelType', 'themes', 'destination', 'stars', 'x', 'constructor'), fc.string({ maxLength: 8 }))
    const query = fc.array(fc.tuple(name, fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('circuit', 'a++b', '7,14', 'marit'))), { maxLength: 6 })
    fc.assert(
      fc.property(query, (pairs) => {
        const input = new URLSearchParams(pairs)
        const out = canonicalSearchOf(input)
        const hasSpec = pairs.some(([n]) => Object.hasOwn(SPEC_QUERY_NAMES, n))
        if (!hasSpec) {
          expect(out).toBeNull()
          return
        }
        expect(out).toMatch(/^(\?.+)?$/)
        const target = new URLSearchParams(out!)
        for (const n of Object.keys(SPEC_QUERY_NAMES)) expect(target.has(n)).toBe(false)
        // The spec-derived values survive the page's own parsing unchanged.
        const parsed = productSearchSchema.parse(Object.fromEntries(target)) as Record<string, unknown>
        for (const key of Object.values(SPEC_QUERY_NAMES))
          if (target.has(key) && pairs.some(([n]) => SPEC_QUERY_NAMES[n as keyof typeof SPEC_QUERY_NAMES] === key)) expect(parsed[key]).toBeDefined()
        // Idempotent: the target is not redirected again.
        expect(canonicalSearchOf(target)).toBeNull()
      }),
    )
  })
})
