import type { FlightRoute, Solution } from '~/api-contract/flights'
import { baggageAllowance } from './baggage'
import { lowEmissionsMax, solutionCo2 } from './emissions'
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
  /** Each airline with its lowest total price (in `currencySymbol`). */
  airlines: Array<{ carrier: string; price: number }>
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
    airlines: [...airlines.entries()].map(([carrier, price]) => ({ carrier, price })).sort((a, b) => a.price - b.price || a.carrier.localeCompare(b.carrier)),
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
  | 'scales'
  | 'oneNightScale'
  | 'experience'
  | 'maxPrice'
  | 'maxPriceType'
  | 'flightTime'
  | 'flightTimeReturn'
  | 'airlinesSelected'
  | 'routes'
  | 'maxDuration'
  | 'checkedBag'
  | 'lowEmissions'
>

/**
 * What the filters read of a solution, computed once per solution (a few numbers per route):
 * the flexible-dates strip keeps only these for the days around the search.
 */
export interface SolutionFacts {
  total: number
  perPerson: number
  /** The outbound carrier (the airline filter's). */
  carrier: string
  /** kg of CO₂ per passenger (null: no estimate). */
  co2: number | null
  /** The fare includes a checked bag on every way ('Bagage en soute inclus'). */
  checkedBag: boolean
  routes: Array<{
    stops: number
    overnightStop: boolean
    nightFlight: boolean
    longestStop: number
    departureHour: number
    travelTime: number
    from: string
    to: string
  }>
}

const factsCache = new WeakMap<Solution, SolutionFacts>()

export function solutionFacts(s: Solution): SolutionFacts {
  let facts = factsCache.get(s)
  if (!facts) {
    facts = {
      total: s.priceInfo.total,
      perPerson: pricePerPerson(s),
      carrier: first(s.routes).carrier,
      co2: solutionCo2(s),
      checkedBag: baggageAllowance(s.routes).checked.included,
      routes: s.routes.map((r) => ({
        stops: r.stopNumber,
        overnightStop: hasOvernightStop(r),
        nightFlight: isNightFlight(r),
        longestStop: Math.max(0, ...r.segments.map((seg) => seg.timeBeforeSegment)),
        departureHour: departureHour(r),
        travelTime: r.travelTime,
        from: routeDeparture(r),
        to: routeArrival(r),
      })),
    }
    factsCache.set(s, facts)
  }
  return facts
}

/**
 * The one rule of the filters, over a solution's facts; all but 'Émissions plus faibles
 * uniquement', which depends on the whole set these keep ({@link keepLowEmissions}).
 */
export function matchesFacts(s: SolutionFacts, f: FilterParams): boolean {
  if (f.checkedBag === true && !s.checkedBag) return false
  const maxStops = MAX_STOPS[f.scales]
  const outbound = first(s.routes)
  const inbound = s.routes[1]
  if (s.routes.some((r) => r.stops > maxStops)) return false
  if (f.oneNightScale === false && s.routes.some((r) => r.overnightStop)) return false
  if (f.oneNightScale === true && !s.routes.some((r) => r.overnightStop)) return false
  if (f.experience === 'no-night-flight' && s.routes.some((r) => r.nightFlight)) return false
  if (f.experience === 'short-scales' && s.routes.some((r) => r.longestStop > SHORT_STOP_MINUTES)) return false
  if (f.maxPrice !== undefined) {
    const price = f.maxPriceType === 'total' ? s.total : s.perPerson
    if (price > f.maxPrice) return false
  }
  if (f.flightTime && !inBand(outbound.departureHour, f.flightTime)) return false
  if (f.flightTimeReturn && inbound && !inBand(inbound.departureHour, f.flightTimeReturn)) return false
  if (f.airlinesSelected?.length && !f.airlinesSelected.includes(s.carrier)) return false
  if (f.maxDuration !== undefined && s.routes.some((r) => r.travelTime > f.maxDuration! * 60)) return false
  if (f.routes) {
    for (const [index, airports] of f.routes.entries()) {
      const route = s.routes[index]
      if (!route) continue
      if (airports.departureAirports.length && !airports.departureAirports.includes(route.from)) return false
      if (airports.arrivalAirports.length && !airports.arrivalAirports.includes(route.to)) return false
    }
  }
  return true
}

export function matchesFilters(s: Solution, f: FilterParams): boolean {
  return matchesFacts(solutionFacts(s), f)
}

/**
 * What the filters keep of a set that passed the others, and the lowest third's CO₂ bound of
 * it ('Émissions plus faibles' on a card): with `lowEmissions`, only that third.
 */
export function keepLowEmissions<T>(kept: T[], co2: (item: T) => number | null, f: Pick<FilterParams, 'lowEmissions'>) {
  const max = lowEmissionsMax(kept.map(co2))
  if (f.lowEmissions !== true) return { kept, lowEmissionsMax: max }
  return {
    kept: kept.filter((item) => {
      const kg = co2(item)
      return kg !== null && max !== null && kg <= max
    }),
    lowEmissionsMax: max,
  }
}

/** The lowest total price among facts sorted by price (`byPrice`) that pass the filters; null: none. */
export function cheapestMatching(byPrice: readonly SolutionFacts[], f: FilterParams): number | null {
  if (f.lowEmissions !== true) return byPrice.find((s) => matchesFacts(s, f))?.total ?? null
  const { kept } = keepLowEmissions(
    byPrice.filter((s) => matchesFacts(s, f)),
    (s) => s.co2,
    f,
  )
  return kept[0]?.total ?? null
}

/** Facts of a solution set, cheapest first (for `cheapestMatching`). */
export function factsByPrice(solutions: readonly Solution[]): SolutionFacts[] {
  return solutions.map(solutionFacts).sort((a, b) => a.total - b.total)
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

/** The shortest total travel time of a solution set: the marks' reference (1 when empty). */
export function fastestOf(solutions: readonly Solution[]): number {
  return Math.max(
    1,
    solutions.reduce((m, s) => Math.min(m, totalTravelTime(s)), Infinity),
  )
}

/**
 * Sorts in place. `fastest` is the reference of the marks ('mark_desc'): the whole search's,
 * so that a card's mark (shown) does not move with the filters and the order follows it.
 */
export function sortSolutions(solutions: Solution[], orderBy: FlightSearchParams['orderBy'], fastest = fastestOf(solutions)): Solution[] {
  const byId = (a: Solution, b: Solution) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  if (orderBy === 'price_asc') return solutions.sort((a, b) => a.priceInfo.total - b.priceInfo.total || byId(a, b))
  if (orderBy === 'duration_asc')
    return solutions.sort((a, b) => totalTravelTime(a) - totalTravelTime(b) || a.priceInfo.total - b.priceInfo.total || byId(a, b))
  if (orderBy === 'co2_asc') {
    // Each key read once (trips without an estimate last), then written back in order.
    const keyed = solutions.map((s) => ({ s, kg: solutionFacts(s).co2 ?? Infinity, total: s.priceInfo.total }))
    keyed.sort((a, b) => a.kg - b.kg || a.total - b.total || byId(a.s, b.s))
    keyed.forEach((k, i) => (solutions[i] = k.s))
    return solutions
  }
  if (orderBy === 'mark_desc') {
    const marks = new Map(solutions.map((s) => [s.id, solutionMark(s, fastest)]))
    return solutions.sort((a, b) => marks.get(b.id)! - marks.get(a.id)! || a.priceInfo.total - b.priceInfo.total || byId(a, b))
  }
  const cheapest = Math.max(1, Math.min(...solutions.map(pricePerPerson)))
  const quickest = fastestOf(solutions)
  const scores = new Map(solutions.map((s) => [s.id, bestScore(s, cheapest, quickest)]))
  return solutions.sort((a, b) => scores.get(a.id)! - scores.get(b.id)! || byId(a, b))
}

/**
 * The list shown for the URL's filters and sort (marks against the whole search's fastest), and
 * the CO₂ bound of its lowest third (the cards' 'Émissions plus faibles').
 */
export function selectResultsPage(
  solutions: readonly Solution[],
  params: FilterParams & Pick<FlightSearchParams, 'orderBy'>,
): { list: Solution[]; lowEmissionsMax: number | null } {
  const { kept, lowEmissionsMax } = keepLowEmissions(
    solutions.filter((s) => matchesFilters(s, params)),
    (s) => solutionFacts(s).co2,
    params,
  )
  return { list: sortSolutions(kept, params.orderBy, fastestOf(solutions)), lowEmissionsMax }
}

export const selectResults = (solutions: readonly Solution[], params: FilterParams & Pick<FlightSearchParams, 'orderBy'>): Solution[] =>
  selectResultsPage(solutions, params).list
