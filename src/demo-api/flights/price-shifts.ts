import type { Solution } from '~/api-contract/flights'
import { store } from '../store'
import type { FlightSearch } from './generate'

/**
 * A demo control for tests: prices of the searches whose first segment goes from `from` to
 * `to` (on `departure`, when given) move by `percent` (POST /demo/prices). The generator stays
 * pure: the factor is applied to what it answers, by the search call, the month prices and the
 * price alerts alike, so the three keep agreeing.
 */

/** The factor applied to a search's prices (1: none); several matching shifts multiply. */
export function priceFactor(search: FlightSearch): number {
  const first = search.segments[0]
  if (!first || store.priceShifts.length === 0) return 1
  let factor = 1
  for (const shift of store.priceShifts) {
    if (shift.from !== first.from.toUpperCase() || shift.to !== first.to.toUpperCase()) continue
    if (shift.departure !== null && shift.departure !== first.date) continue
    factor *= 1 + shift.percent / 100
  }
  return factor
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** A price moved by `factor`, to the cent. */
export const shifted = (amount: number, factor: number) => (factor === 1 ? amount : cents(amount * factor))

/** Solutions with their totals moved by `factor` (copies; the same list when 1). */
export function shiftSolutions(solutions: Solution[], factor: number): Solution[] {
  if (factor === 1) return solutions
  return solutions.map((s) => ({ ...s, priceInfo: { ...s.priceInfo, total: shifted(s.priceInfo.total, factor) } }))
}

/** What the month prices' cache keys on, so a new shift is priced at once. */
export const priceShiftsKey = () => (store.priceShifts.length ? JSON.stringify(store.priceShifts) : '')
