import type { Solution } from '~/api-contract/flights'
import { bagText, baggageAllowance } from './baggage'
import { solutionCo2 } from './emissions'
import { differentAirports, isTrain, passengerDescription } from './format'

/**
 * What a result card shows of a solution, made on the server from the full solution with the
 * rules of the detail panel (baggage, CO₂, passengers): the results' pages carry these, not the
 * segments' fares and details, which come with the detail panel.
 */
export interface FlightSummary {
  id: string
  total: number
  /** 'Prix avec bagage': the fare with a checked bag, when the trip's own has none and it costs more. */
  bagPrice: number | null
  /** kg of CO₂ per passenger (null: no estimate). */
  co2: number | null
  /** Out of 10 ('Trier par meilleure note'); absent: not shown. */
  mark?: number
  /** '2 adultes, 1 enfant' */
  passengers: string
  /** Start or end airports differ across the routes ('Attention, aéroports différents'). */
  airportsDiffer: boolean
  routes: RouteSummary[]
}

export interface RouteSummary {
  carrier: string
  /** First departure and last arrival airports, and their local date-times (YYYY-MM-DDTHH:mm). */
  from: string
  to: string
  departure: string
  arrival: string
  /** Minutes. */
  travelTime: number
  stopNumber: number
  totalStopDuration: number
  nightsBeforeRoute: number
  train: boolean
  /** The included checked bag as read ('1 bagage en soute 23 kg inclus'); null: none included. */
  checkedBag: string | null
}

/** 'Prix avec bagage': the fare with a checked bag, when the trip's own fare has none and one costs more. */
function priceWithBag(solution: Solution): number | null {
  const fare = solution.checkedBagFare
  if (!fare || fare.price <= solution.priceInfo.total) return null
  return baggageAllowance(solution.routes).checked.included ? null : fare.price
}

export function toFlightSummary(solution: Solution, mark?: number): FlightSummary {
  return {
    id: solution.id,
    total: solution.priceInfo.total,
    bagPrice: priceWithBag(solution),
    co2: solutionCo2(solution),
    ...(mark === undefined ? {} : { mark }),
    passengers: passengerDescription(solution),
    airportsDiffer: differentAirports(solution),
    routes: solution.routes.map((route) => {
      const first = route.segments[0]!
      const last = route.segments.at(-1)!
      const bag = baggageAllowance([route]).checked
      return {
        carrier: route.carrier,
        from: first.departure,
        to: last.arrival,
        departure: first.departureDateTime,
        arrival: last.arrivalDateTime,
        travelTime: route.travelTime,
        stopNumber: route.stopNumber,
        totalStopDuration: route.totalStopDuration,
        nightsBeforeRoute: route.nightsBeforeRoute,
        train: isTrain(route),
        checkedBag: bag.included ? bagText(bag) : null,
      }
    }),
  }
}
