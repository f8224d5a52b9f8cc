import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Solution } from '~/api-contract/flights'
import { generateSolutions } from '~/demo-api/flights/generate'
import { checkedBagFare } from '~/demo-api/orders'
import { todayInParis } from '~/lib/dates'
import { baggageAllowance } from './baggage'
import { formatCo2, lowEmissionsMax, routesCo2, solutionCo2 } from './emissions'
import { cheapestMatching, factsByPrice, matchesFilters, selectResultsPage, type FilterParams } from './results'

/** Searches as the demo API answers them (CO₂ on every segment, the checked-bag fare on every solution). */
const day = (n: number) => todayInParis().add({ days: n }).toString()
function search(from: string, to: string, days: number, stay: number | null, adults: number): Solution[] {
  const segments = [{ from, to, date: day(days) }, ...(stay === null ? [] : [{ from: to, to: from, date: day(days + stay) }])]
  const solutions = generateSolutions({ adults, childrens: 0, infants: 0, segments })
  for (const s of solutions) s.checkedBagFare = checkedBagFare(s)
  return solutions
}
const SEARCHES = [search('PAR', 'NYC', 35, 7, 2), search('PAR', 'NCE', 21, null, 1), search('LYS', 'LIS', 50, 4, 3)]

const filters = fc.record(
  {
    scales: fc.constantFrom('all', 'direct', '1-scale', '2-scale'),
    oneNightScale: fc.constantFrom(undefined, true, false),
    maxPrice: fc.option(fc.integer({ min: 50, max: 3000 }), { nil: undefined }),
    maxPriceType: fc.constantFrom('per-person', 'total'),
    flightTime: fc.constantFrom(undefined, '0-6', '6-12', '12-18', '18-24'),
    checkedBag: fc.constantFrom(undefined, true, false),
    lowEmissions: fc.constantFrom(undefined, true, false),
  },
  { requiredKeys: ['scales', 'maxPriceType'] },
) as fc.Arbitrary<FilterParams>
const orderBy = fc.constantFrom('price_asc', 'mark_desc', 'best', 'duration_asc', 'co2_asc' as const)
const results = fc.constantFrom(...SEARCHES.keys()).map((i) => SEARCHES[i]!)

describe('CO₂ of a trip', () => {
  it('sums its segments, and has none when a segment has none', () => {
    const seg = (co2Kg?: number | null) => ({ co2Kg }) as Solution['routes'][number]['segments'][number]
    expect(routesCo2([{ segments: [seg(40), seg(62)] }, { segments: [seg(101)] }])).toBe(203)
    expect(routesCo2([{ segments: [seg(40), seg(null)] }])).toBeNull()
    expect(routesCo2([{ segments: [seg(40), seg()] }])).toBeNull()
  })
  it('reads in French', () => {
    expect(formatCo2(1234)).toMatch(/^1\s234 kg de CO₂$/u)
  })
  it('the lowest third: the highest value of the first third, ties included', () => {
    expect(lowEmissionsMax([300, 100, 200])).toBe(100)
    expect(lowEmissionsMax([50, 10, 40, 30, 20])).toBe(20)
    expect(lowEmissionsMax([null, 70])).toBe(70)
    expect(lowEmissionsMax([null])).toBeNull()
  })
})

describe('emissions and baggage filters and sort, over generated results (property)', () => {
  it("'Émissions les plus faibles' lists the CO₂ in order, then the price", () => {
    fc.assert(
      fc.property(results, filters, (all, f) => {
        const { list } = selectResultsPage(all, { ...f, orderBy: 'co2_asc' })
        const co2 = list.map((s) => solutionCo2(s)!)
        expect(co2.every((kg) => typeof kg === 'number')).toBe(true)
        for (let i = 1; i < list.length; i++) {
          expect(co2[i]).toBeGreaterThanOrEqual(co2[i - 1]!)
          if (co2[i] === co2[i - 1]) expect(list[i]!.priceInfo.total).toBeGreaterThanOrEqual(list[i - 1]!.priceInfo.total)
        }
      }),
      { seed: 40, numRuns: 60 },
    )
  })

  it("'Bagage en soute inclus' keeps exactly the trips whose fare includes a checked bag", () => {
    fc.assert(
      fc.property(results, filters, orderBy, (all, f, order) => {
        const others = selectResultsPage(all, { ...f, checkedBag: undefined, lowEmissions: undefined, orderBy: order }).list
        const { list } = selectResultsPage(all, { ...f, checkedBag: true, lowEmissions: undefined, orderBy: order })
        const withBag = others.filter((s) => baggageAllowance(s.routes).checked.included)
        expect(new Set(list.map((s) => s.id))).toEqual(new Set(withBag.map((s) => s.id)))
      }),
      { seed: 41, numRuns: 60 },
    )
    // Not vacuous: the searches have trips on both sides.
    for (const all of SEARCHES) {
      const bag = all.filter((s) => baggageAllowance(s.routes).checked.included).length
      expect(bag).toBeGreaterThan(0)
      expect(bag).toBeLessThan(all.length)
    }
  })

  it("'Émissions plus faibles uniquement' keeps the lowest third of what the other filters keep, the trips the cards flag", () => {
    fc.assert(
      fc.property(results, filters, orderBy, (all, f, order) => {
        const without = selectResultsPage(all, { ...f, lowEmissions: undefined, orderBy: order })
        const only = selectResultsPage(all, { ...f, lowEmissions: true, orderBy: order })
        // The flag's bound does not move when the filter is on.
        expect(only.lowEmissionsMax).toBe(without.lowEmissionsMax)
        const flagged = without.list.filter((s) => solutionCo2(s)! <= without.lowEmissionsMax!)
        expect(only.list.map((s) => s.id)).toEqual(flagged.map((s) => s.id))
        expect(only.list.length).toBeGreaterThanOrEqual(Math.ceil(without.list.length / 3))
        const highestKept = Math.max(...only.list.map((s) => solutionCo2(s)!))
        for (const s of without.list) if (!flagged.includes(s)) expect(solutionCo2(s)!).toBeGreaterThan(highestKept)
      }),
      { seed: 42, numRuns: 60 },
    )
  })

  it('the flexible-dates strip agrees with the list under these filters too', () => {
    const facts = SEARCHES.map(factsByPrice)
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2), filters, (i, f) => {
        const { list } = selectResultsPage(SEARCHES[i]!, { ...f, orderBy: 'price_asc' })
        expect(cheapestMatching(facts[i]!, f)).toBe(list[0]?.priceInfo.total ?? null)
      }),
      { seed: 43, numRuns: 100 },
    )
  })

  it('matchesFilters (one solution) applies the bag filter', () => {
    const [all] = SEARCHES
    const noBag = all!.find((s) => !baggageAllowance(s.routes).checked.included)!
    expect(matchesFilters(noBag, { scales: 'all', maxPriceType: 'per-person', checkedBag: true })).toBe(false)
    expect(matchesFilters(noBag, { scales: 'all', maxPriceType: 'per-person' })).toBe(true)
  })
})
