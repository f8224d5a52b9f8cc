import { MAX_PASSENGERS } from '~/api-contract/constants'

/** Passenger counts of a flight search (flights.md §4, §5): total ≤ 9, infants ≤ adults. */

export interface Passengers {
  adults: number
  childrens: number
  infants: number
}

/** Lowering adults when infants equal adults also lowers infants. */
export function withAdults(p: Passengers, adults: number): Passengers {
  const next = Math.max(1, Math.min(adults, MAX_PASSENGERS - p.childrens - p.infants))
  return { ...p, adults: next, infants: Math.min(p.infants, next) }
}

/** Most of each kind that can be set now: total ≤ 9, infants ≤ adults. */
export function passengerLimits(p: Passengers) {
  const room = MAX_PASSENGERS - p.adults - p.childrens - p.infants
  return {
    adults: p.adults + room,
    childrens: p.childrens + room,
    infants: Math.min(p.adults, p.infants + room),
  }
}

/** Adding an infant is blocked when infants equal adults. */
export const canAddInfant = (p: Passengers) => p.infants < p.adults && p.adults + p.childrens + p.infants < MAX_PASSENGERS

export function passengersText(p: Passengers): string {
  const total = p.adults + p.childrens + p.infants
  if (p.childrens === 0 && p.infants === 0) return `${p.adults} adulte${p.adults > 1 ? 's' : ''}`
  return `${total} voyageurs`
}
