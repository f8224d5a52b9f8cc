import type { FlightRoute, Solution } from '~/api-contract/flights'
import type { FlightSearchParams } from './search.schema'

/**
 * Pure result logic of /search: the filter data read from the full solution set, the filters
 * of the URL applied to it, and the sorts. Runs on the server (SSR) and in the browser.
 */

export interface FilterData {
  minPrice: number
  maxPrice: number
  /** Per-person bounds (the slider's 'Par Personne' mode). */
  minPricePerPerson: number
  maxPricePerPerson: number
  currencySymbol: string
  /** Per route index: the airports solutions leave from and arrive at. */
  airports: Array<{ routeIndex: number; from: string[]; to: string[] }>
  /** Each airline with its lowest total price. */
  airlines: Array<{ carrier: string; price: number; currencySymbol: string }>
  /** Longest outbound travel time, in minutes (duration filter bound). */
  maxTravelTime: number
  minTravelTime: number
}

const first = <T>(list: readonly T[]): T => list[0] as T
const last = <T>(list: readonly T[]): T => list[list.length - 1] as T

export const routeDeparture = (route: FlightRoute) => first(route.segments).departure
export const routeArrival = (route: FlightRoute) => last(route.segments).arrival
/** Hour (0-23) of the route's first departure, from its local ISO date-time. */
export const departureHour = (route: FlightRoute) => Number(first(route.segments).departureDateTime.slice(11, 13))
export const pricePerPerson = (s: Solution) => s.priceInfo.total / Math.max(1, s.priceInfo.passengerNumber)

export function computeFilterData(solutions: readonly Solution[]): FilterData {
  const airports = new Map<number, { from: Set<string>; to: Set<string> }>()
  const airlines = new Map<string, number>()
  let minPrice = Infinity
  let maxPrice = 0
  let minPp = Infinity
  let maxPp = 0
  let maxTravelTime = 0
  let minTravelTime = Infinity
  for (const s of solutions) {
    const total = s.priceInfo.total
    const pp = pricePerPerson(s)
    if (total < minPrice) minPrice = total
    if (total > maxPrice) maxPrice = total
    if (pp < minPp) minPp = pp
    if (pp > maxPp) maxPp = pp
    const outbound = first(s.routes)
    if (outbound.travelTime > maxTravelTime) maxTravelTime = outbound.travelTime
    if (outbound.travelTime < minTravelTime) minTravelTime = outbound.travelTime
    s.routes.forEach((route, index) => {
      let entry = airports.get(index)
      if (!entry) airports.set(index, (entry = { from: new Set(), to: new Set() }))
      entry.from.add(routeDeparture(route))
      entry.to.add(routeArrival(route))
    })
    const carrier = outbound.carrier
    const best = airlines.get(carrier)
    if (best === undefined || total < best) airlines.set(carrier, total)
  }
  const currencySymbol = solutions[0]?.priceInfo.currencySymbol ?? '€'
  return {
    minPrice: solutions.length ? minPrice : 0,
    maxPrice,
    minPricePerPerson: solutions.length ? minPp : 0,
    maxPricePerPerson: maxPp,
    currencySymbol,
    airports: [...airports.entries()]
      .sort(([a], [b]) => a - b)
      .map(([routeIndex, { from, to }]) => ({ routeIndex, from: [...from].sort(), to: [...to].sort() })),
    airlines: [...airlines.entries()]
      .map(([carrier, price]) => ({ carrier, price, currencySymbol }))
      .sort((a, b) => a.price - b.price || a.carrier.localeCompare(b.carrier)),
    maxTravelTime,
    minTravelTime: solutions.length ? minTravelTime : 0,
  }
}

const MAX_STOPS = { all: Infinity, direct: 0, '1-scale': 1, '2-scale': 2 } as const
const SHORT_STOP_MINUTES = 180

function inBand(hour: number, band: string): boolean {
  const [from, to] = band.split('-').map(Number) as [number, number]
  return hour >= from && hour < to
}

/** A stop spans a night when the connection crosses midnight or lasts 8 hours or more. */
export function hasOvernightStop(route: FlightRoute): boolean {
  return route.segments.some((segment, i) => {
    if (i === 0) return false
    const previous = route.segments[i - 1]!
    return segment.departureDateTime.slice(0, 10) !== previous.arrivalDateTime.slice(0, 10) || segment.timeBeforeSegment >= 480
  })
}

/** Departs or arrives between 22:00 and 06:00. */
export function isNightFlight(route: FlightRoute): boolean {
  const night = (iso: string) => {
    const hour = Number(iso.slice(11, 13))
    return hour >= 22 || hour < 6
  }
  return route.segments.some((s) => night(s.departureDateTime) || night(s.arrivalDateTime))
}

export type FilterParams = Pick<
  FlightSearchParams,
  'scales' | 'oneNightScale' | 'experience' | 'maxPrice' | 'maxPriceType' | 'flightTime' | 'flightTimeReturn' | 'airlinesSelected' | 'routes' | 'maxDuration'
>

export function matchesFilters(s: Solution, f: FilterParams): boolean {
  const maxStops = MAX_STOPS[f.scales]
  const outbound = first(s.routes)
  const inbound = s.routes[1]
  if (s.routes.some((r) => r.stopNumber > maxStops)) return false
  if (f.oneNightScale === false && s.routes.some(hasOvernightStop)) return false
  if (f.oneNightScale === true && !s.routes.some(hasOvernightStop)) return false
  if (f.experience === 'no-night-flight' && s.routes.some(isNightFlight)) return false
  if (f.experience === 'short-scales' && s.routes.some((r) => r.segments.some((seg) => seg.timeBeforeSegment > SHORT_STOP_MINUTES))) return false
  if (f.maxPrice !== undefined) {
    const price = f.maxPriceType === 'total' ? s.priceInfo.total : pricePerPerson(s)
    if (price > f.maxPrice) return false
  }
  if (f.flightTime && !inBand(departureHour(outbound), f.flightTime)) return false
  if (f.flightTimeReturn && inbound && !inBand(departureHour(inbound), f.flightTimeReturn)) return false
  if (f.airlinesSelected?.length && !f.airlinesSelected.includes(outbound.carrier)) return false
  if (f.maxDuration !== undefined && s.routes.some((r) => r.travelTime > f.maxDuration! * 60)) return false
  if (f.routes) {
    for (const [index, airports] of f.routes.entries()) {
      const route = s.routes[index]
      if (!route) continue
      if (airports.departureAirports.length && !airports.departureAirports.includes(routeDeparture(route))) return false
      if (airports.arrivalAirports.length && !airports.arrivalAirports.includes(routeArrival(route))) return false
    }
  }
  return true
}

const totalTravelTime = (s: Solution) => s.routes.reduce((sum, r) => sum + r.travelTime, 0)
const totalStops = (s: Solution) => s.routes.reduce((sum, r) => sum + r.stopNumber, 0)

/**
 * A 0–10 mark for 'Trier par meilleure note': short trips, few stops, no overnight stop,
 * civilised hours and checked luggage score higher. Price does not count.
 */
export function solutionMark(s: Solution, fastest: number): number {
  const time = totalTravelTime(s)
  let mark = 10 * (fastest / Math.max(time, fastest))
  mark -= totalStops(s) * 0.6
  if (s.routes.some(hasOvernightStop)) mark -= 1
  if (s.routes.some(isNightFlight)) mark -= 0.5
  if (s.routes.some((r) => r.airportChange)) mark -= 1
  if (s.routes.every((r) => r.baggages > 0)) mark += 0.5
  return Math.max(0, Math.min(10, Math.round(mark * 10) / 10))
}

/** 'Meilleur choix': price weighed against duration and stops (lower is better). */
function bestScore(s: Solution, cheapest: number, fastest: number): number {
  return pricePerPerson(s) / cheapest + 0.7 * (totalTravelTime(s) / fastest) + 0.25 * totalStops(s)
}

export function sortSolutions(solutions: Solution[], orderBy: FlightSearchParams['orderBy']): Solution[] {
  const byId = (a: Solution, b: Solution) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  if (orderBy === 'price_asc') return solutions.sort((a, b) => a.priceInfo.total - b.priceInfo.total || byId(a, b))
  if (orderBy === 'duration_asc') return solutions.sort((a, b) => totalTravelTime(a) - totalTravelTime(b) || a.priceInfo.total - b.priceInfo.total || byId(a, b))
  const fastest = Math.max(1, Math.min(...solutions.map(totalTravelTime)))
  if (orderBy === 'mark_desc') {
    const marks = new Map(solutions.map((s) => [s.id, solutionMark(s, fastest)]))
    return solutions.sort((a, b) => marks.get(b.id)! - marks.get(a.id)! || a.priceInfo.total - b.priceInfo.total || byId(a, b))
  }
  const cheapest = Math.max(1, Math.min(...solutions.map(pricePerPerson)))
  const scores = new Map(solutions.map((s) => [s.id, bestScore(s, cheapest, fastest)]))
  return solutions.sort((a, b) => scores.get(a.id)! - scores.get(b.id)! || byId(a, b))
}

/** The list shown for the URL's filters and sort. */
export function selectResults(solutions: readonly Solution[], params: FilterParams & Pick<FlightSearchParams, 'orderBy'>): Solution[] {
  return sortSolutions(
    solutions.filter((s) => matchesFilters(s, params)),
    params.orderBy,
  )
}
