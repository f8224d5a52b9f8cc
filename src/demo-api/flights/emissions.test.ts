import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { todayInParis } from '~/lib/dates'
import { brandedFares, checkedBagFare } from '../orders'
import { segmentCo2Kg } from './emissions'
import { generateSolutions } from './generate'

const distance = fc.double({ min: 0, max: 16_000, noNaN: true })
const cabin = fc.constantFrom(1, 8, 2, 4)
const flight = (distanceKm: number, cabinClass = 1) => segmentCo2Kg({ distanceKm, cabinClass, train: false })

describe('demo API: CO₂ per passenger of a segment', () => {
  it('rises with distance, in every cabin, and by train', () => {
    fc.assert(
      fc.property(distance, distance, cabin, fc.boolean(), (a, b, cabinClass, train) => {
        const [near, far] = a <= b ? [a, b] : [b, a]
        expect(segmentCo2Kg({ distanceKm: near, cabinClass, train })).toBeLessThanOrEqual(segmentCo2Kg({ distanceKm: far, cabinClass, train }))
      }),
    )
    // Not flat: 1,000 km more is more CO₂.
    expect(flight(1800)).toBeGreaterThan(flight(800))
  })

  it('a stop adds: two flights emit more than one over their whole distance, in the same cabin', () => {
    fc.assert(
      fc.property(distance, distance, cabin, (a, b, cabinClass) => {
        expect(flight(a, cabinClass) + flight(b, cabinClass)).toBeGreaterThan(flight(a + b, cabinClass))
      }),
    )
  })

  it('business and first emit more than premium economy, which emits more than economy', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 16_000, noNaN: true }), (d) => {
        expect(flight(d, 8)).toBeGreaterThan(flight(d, 1))
        expect(flight(d, 2)).toBeGreaterThan(flight(d, 8))
        expect(flight(d, 4)).toBeGreaterThan(flight(d, 2))
      }),
    )
  })

  it('orders of magnitude: Paris–Nice and Paris–New York in economy, a TGV far below a flight', () => {
    // CDG–NCE 690 km, CDG–JFK 5,840 km (great circle).
    expect(flight(690)).toBeGreaterThan(50)
    expect(flight(690)).toBeLessThan(100)
    expect(flight(5840)).toBeGreaterThan(250)
    expect(flight(5840)).toBeLessThan(450)
    expect(segmentCo2Kg({ distanceKm: 400, cabinClass: 1, train: true })).toBeLessThan(flight(400) / 10)
  })
})

describe('demo API: what a search reply says of emissions and baggage', () => {
  const day = todayInParis().add({ days: 40 }).toString()
  const back = todayInParis().add({ days: 47 }).toString()
  const solutions = generateSolutions({
    adults: 2,
    childrens: 0,
    infants: 0,
    segments: [
      { from: 'PAR', to: 'NYC', date: day },
      { from: 'NYC', to: 'PAR', date: back },
    ],
  })

  it('every segment has its estimate, above 0 for a flight; a one-stop way emits more than a direct one in the same cabin', () => {
    expect(solutions.length).toBeGreaterThan(50)
    for (const s of solutions)
      for (const r of s.routes)
        for (const seg of r.segments) {
          // A short TGV leg may round to 0 kg; a flight never does.
          if (seg.equipment === 'TRN') expect(seg.co2Kg, seg.id).toBeGreaterThanOrEqual(0)
          else expect(seg.co2Kg, seg.id).toBeGreaterThan(0)
        }
    const economy = solutions.flatMap((s) => s.routes).filter((r) => r.segments.every((seg) => seg.cabinClass === 1 && seg.equipment !== 'TRN'))
    const kg = (stops: number) => economy.filter((r) => r.stopNumber === stops).map((r) => r.segments.reduce((sum, seg) => sum + seg.co2Kg!, 0))
    expect(Math.min(...kg(1))).toBeGreaterThan(Math.min(...kg(0)))
  })

  it('the checked-bag fare is the cheapest branded fare with a checked bag, never dearer than the solution when its own fare has one', () => {
    let upsold = 0
    for (const s of solutions) {
      const fare = checkedBagFare(s)
      const withBag = brandedFares(s).filter((f) => f.services.some((x) => x.icon === 'luggage' && x.isIncluded))
      expect(fare?.price ?? null).toBe(withBag.length ? Math.min(...withBag.map((f) => f.price)) : null)
      const ownHasBag = s.routes.every((r) => r.segments.every((seg) => seg.fare.baggagePieces > 0))
      if (ownHasBag) expect(fare!.price).toBeLessThanOrEqual(s.priceInfo.total)
      else if (fare && fare.price > s.priceInfo.total) upsold++
    }
    // The case the cards show: a trip without a bag, and a dearer fare with one.
    expect(upsold).toBeGreaterThan(0)
  })
})
