import { describe, expect, it } from 'vitest'
import { todayInParis } from '~/lib/dates'
import { generateSolutions } from './flights/generate'
import { brandedFares } from './orders'

const d = (days: number) => todayInParis().add({ days }).toString()

describe('demo API: branded fares against the solution', () => {
  it("the fare at the solution's price carries the solution's checked baggage, even when its ways have different fares", () => {
    let mixed = 0
    for (const days of [20, 30, 31, 45, 60]) {
      const solutions = generateSolutions({
        adults: 2,
        childrens: 0,
        infants: 0,
        segments: [
          { from: 'PAR', to: 'NYC', date: d(days) },
          { from: 'NYC', to: 'PAR', date: d(days + 7) },
        ],
      })
      for (const solution of solutions) {
        const families = new Set(solution.routes.flatMap((r) => r.segments.map((s) => s.fare.name)))
        if (families.size > 1) mixed++
        const own = brandedFares(solution).find((f) => f.price === solution.priceInfo.total)!
        const luggage = own.services.find((s) => s.icon === 'luggage')!
        // Its checked bag is in every way's fare (the app shows the least of them).
        const bags = Math.min(...solution.routes.flatMap((r) => r.segments.map((s) => s.fare.baggagePieces)))
        expect(luggage.isIncluded, solution.id).toBe(bags > 0)
      }
    }
    // The case that matters is there: round trips whose outbound and return have different fares.
    expect(mixed).toBeGreaterThan(0)
  })
})
