import { insuranceTotalCents } from '~/lib/insurance'
import { Temporal } from 'temporal-polyfill'
import type { Solution } from '~/api-contract/flights'
import { LOW_COST_ANCILLARY_TYPE } from '~/api-contract/orders'
import { BoundedMap } from '~/lib/bounded-map'
import { generateSolutions, searchKey } from './flights/generate'
import { priceFactor, shiftSolutions } from './flights/price-shifts'
import { HttpError, intId, notFound, requireSession } from './lib/http'
import { AIRPORTS_BY_CODE } from './seed/airports'
import { getAgencies } from './seed/agencies'
import { INSURANCES } from './seed/content'
import { store, type Order, type SearchRef } from './store'

/**
 * The demo's order model: lookup by token, the order as the API shows it, prices (ticket,
 * branded fares, ancillaries, insurance) and the ancillary catalogue. Shared by the order,
 * flight and payment handlers.
 */

export const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Recent searches, shared by orders (generation is deterministic, this only saves time):
 * bounded by their number and by the solutions kept in all (a large search weighs megabytes).
 * In the app's process by default, beside the app's own cache of the same searches
 * (features/flights/search-cache.server.ts): kept small.
 */
export const SEARCH_CACHE_LIMITS = { maxEntries: 30, maxSolutions: 2_500, ttlMs: 30 * 60 * 1000 }
const searchCache = new BoundedMap<string, Solution[]>({
  maxEntries: SEARCH_CACHE_LIMITS.maxEntries,
  ttlMs: SEARCH_CACHE_LIMITS.ttlMs,
  weigh: (solutions) => solutions.length,
  maxWeight: SEARCH_CACHE_LIMITS.maxSolutions,
})
export const searchCacheSize = () => ({ entries: searchCache.size, solutions: searchCache.weight })

export function cachedSolutions({ search, count, forceAirportChange }: SearchRef): Solution[] {
  const factor = priceFactor(search)
  const key = `${searchKey(search)}|${count ?? ''}|${forceAirportChange}|${factor}`
  let solutions = searchCache.get(key)
  if (!solutions) {
    solutions = shiftSolutions(generateSolutions(search, { count, forceAirportChange }), factor)
    for (const solution of solutions) solution.checkedBagFare = checkedBagFare(solution)
    searchCache.set(key, solutions)
  }
  return solutions
}

/** The solutions of the order's last search (from the cache, or generated again). */
export function orderSolutions(order: Order): Solution[] {
  return order.searched ? cachedSolutions(order.searched) : []
}

export function loadOrder(request: Request, params: Record<string, unknown>): Order {
  const token = requireSession(request)
  const id = intId.safeParse(params.id)
  const order = id.success ? store.orders.get(id.data) : undefined
  if (!order || order.token !== token) throw notFound('Order')
  return order
}

export function agencyOf(id: number | null) {
  return id === null ? undefined : getAgencies().find((a) => a.id === id)
}

/** The insurance for every passenger (the rule lives in lib/insurance.ts). */
export function insurancePrice(order: Order): number {
  const insurance = INSURANCES.find((i) => i.id === order.insurance)
  if (!insurance || !order.reserved) return 0
  const pax = order.reserved.solution.priceInfo.passengerNumber
  return insuranceTotalCents(insurance.steps, Math.round(order.reserved.ticket_price * 100), pax) / 100
}

/** Options of a low-cost solution (`ticket/ancillaries/low-cost-carrier`): whole-booking prices. */
export function lowCostItems(solution: Solution) {
  const pax = solution.priceInfo.passengerNumber
  return [
    { id: 'LC-CABIN', name: 'Petit bagage cabine', description: 'Un sac sous le siège (40 × 30 × 20 cm)', price: 0 },
    { id: 'LC-BAG15', name: 'Bagage en soute 15 kg', description: 'Par passager et par trajet', price: 24 * pax },
    { id: 'LC-BAG23', name: 'Bagage en soute 23 kg', description: 'Par passager et par trajet', price: 36 * pax },
    { id: 'LC-SEAT', name: 'Siège réservé', description: 'Choisissez votre place à l\u2019avance', price: 8 * pax },
    { id: 'LC-PRIO', name: 'Priorité & grand bagage cabine', description: 'Embarquement prioritaire et bagage cabine 10 kg', price: 14 * pax },
  ]
}

/** Price of every option the order may select: the ancillary catalogue, plus the low-cost items of a low-cost solution. */
export function selectableOptions(order: Order): Map<string, { type: string; price: number }> {
  const out = new Map<string, { type: string; price: number }>()
  if (!order.reserved) return out
  for (const a of ancillaryCatalogue(order).ancillaries) out.set(a.externalId, { type: a.type, price: a.price })
  if (order.reserved.solution.gdsType === 'LOW_COST_CARRIER') {
    for (const item of lowCostItems(order.reserved.solution)) out.set(item.id, { type: LOW_COST_ANCILLARY_TYPE, price: item.price })
  }
  return out
}

function ancillariesPrice(order: Order): number {
  if (!order.reserved) return 0
  const options = selectableOptions(order)
  return order.ancillaries.reduce((sum, a) => sum + (options.get(a.externalId)?.price ?? 0), 0)
}

export function orderTotal(order: Order): number {
  if (!order.reserved) return order.amount ?? 0
  return round2(order.reserved.ticket_price + ancillariesPrice(order) + insurancePrice(order))
}

function travelData(order: Order) {
  const solution = order.reserved?.solution
  if (!solution) return null
  return {
    passenger_name_record: order.pnr,
    transports: solution.routes.flatMap((r) =>
      r.segments.map((s) => ({
        departure: s.departure,
        arrival: s.arrival,
        departure_city_name: AIRPORTS_BY_CODE.get(s.departure)?.cityName ?? s.departure,
        arrival_city_name: AIRPORTS_BY_CODE.get(s.arrival)?.cityName ?? s.arrival,
        carrier: s.carrier,
        flight_number: s.flightNumber,
        equipment: s.equipment,
        service_period: { start: toUtc(s.departureDateTime, s.departure), end: toUtc(s.arrivalDateTime, s.arrival) },
      })),
    ),
  }
}

function toUtc(local: string, airport: string): string {
  const tz = AIRPORTS_BY_CODE.get(airport)?.timeZone ?? 'UTC'
  return Temporal.PlainDateTime.from(local).toZonedDateTime(tz).toInstant().toString()
}

export function orderView(order: Order) {
  const agency = agencyOf(order.agency)
  return {
    id: order.id,
    created_at: order.created_at,
    status__name: order.status__name,
    agency: order.agency,
    agency__name: agency?.name ?? null,
    agency_data: agency ? { address: agency.address, city: agency.city, postal_code: agency.postal_code, phone: agency.phone } : null,
    agency_contract: order.agency_contract,
    client: order.client,
    amount: orderTotal(order),
    passengers: order.passengers,
    insurance: order.insurance,
    search: order.search,
    solution_id: order.solution_id,
    ancillaries: order.ancillaries,
    ticket: order.reserved
      ? { price: order.reserved.ticket_price, gds_type: order.reserved.solution.gdsType, solution: order.reserved.solution, travel_data: travelData(order) }
      : null,
    payment: order.payment ? { id: order.payment.id, status: order.payment.status, contract: order.payment.contract, amount: order.payment.amount } : null,
  }
}

export function findSolution(order: Order, id: string): { solution: Solution; fare: string | null } {
  const [solutionId, fare] = id.split('~') as [string, string | undefined]
  const solution = orderSolutions(order).find((s) => s.id === solutionId)
  if (!solution) throw notFound('Solution')
  if (fare !== undefined && !brandedFares(solution).some((f) => f.id === id)) throw notFound('Fare')
  return { solution, fare: fare ?? null }
}

/**
 * Fare families by carrier type: price factor, baggage, seat, and the change and refund rules
 * with their fees in euros per passenger (the conditions a booking's page shows).
 */
function fareFamilies(solution: Solution) {
  return solution.gdsType === 'LOW_COST_CARRIER'
    ? [
        { key: 'BASIC', name: 'Basic', factor: 1, bags: 0, seat: false, change: false, refund: false, changeFee: null, refundFee: null },
        { key: 'PLUS', name: 'Plus', factor: 1.22, bags: 1, seat: true, change: false, refund: false, changeFee: null, refundFee: null },
      ]
    : [
        { key: 'LIGHT', name: 'Light', factor: 1, bags: 0, seat: false, change: false, refund: false, changeFee: null, refundFee: null },
        { key: 'STANDARD', name: 'Standard', factor: 1.14, bags: 1, seat: true, change: false, refund: false, changeFee: null, refundFee: null },
        { key: 'FLEX', name: 'Flex', factor: 1.38, bags: 2, seat: true, change: true, refund: true, changeFee: 0, refundFee: 70 },
      ]
}

/**
 * The solution's own family, read from its segments' fare names (e.g. 'ECO STANDARD'): the
 * lowest of them, as a trip whose ways have different fares carries the least of their baggage.
 */
function ownFamily(solution: Solution) {
  const families = fareFamilies(solution)
  const names = solution.routes.flatMap((r) => r.segments.map((s) => s.fare.name.toUpperCase()))
  return families.find((f) => names.some((name) => name.endsWith(` ${f.key}`))) ?? families[0]!
}

/** The family of a reserved fare id (`solution~KEY`, or the solution's own fare without a key). */
export function reservedFareFamily(solution: Solution, fareId: string | null) {
  const key = fareId?.split('~')[1]
  return fareFamilies(solution).find((f) => f.key === key) ?? ownFamily(solution)
}

/**
 * Branded fares of a solution: the fare families of its carrier type, priced against the
 * solution's own family (read from its segment fare name, e.g. 'ECO STANDARD'): that family
 * costs the solution's price and has the same baggage, cheaper and dearer ones around it.
 */
export function brandedFares(solution: Solution) {
  const families = fareFamilies(solution)
  const own = ownFamily(solution)
  return families.map((f) => ({
    id: `${solution.id}~${f.key}`,
    name: f.name,
    description: f.bags > 0 ? 'Bagage en soute inclus' : 'Bagage cabine uniquement',
    price: f.key === own.key ? solution.priceInfo.total : round2((solution.priceInfo.total * f.factor) / own.factor),
    services: [
      { name: 'Bagage cabine 12 kg', icon: 'cabin-bag', isIncluded: true },
      {
        name: f.bags > 1 ? `${f.bags} bagages en soute 23 kg` : f.bags === 1 ? '1 bagage en soute 23 kg' : 'Bagage en soute 23 kg',
        icon: 'luggage',
        isIncluded: f.bags > 0,
      },
      { name: 'Choix du siège', icon: 'seat', isIncluded: f.seat },
      { name: 'Modification', icon: 'exchange', isIncluded: f.change },
      { name: 'Remboursement', icon: 'refund', isIncluded: f.refund },
    ],
  }))
}

/** The cheapest branded fare with a checked bag (the search reply's `checkedBagFare`); null: none has one. */
export function checkedBagFare(solution: Solution): { id: string; price: number } | null {
  const withBag = brandedFares(solution).filter((f) => f.services.some((s) => s.icon === 'luggage' && s.isIncluded))
  const cheapest = withBag.sort((a, b) => a.price - b.price)[0]
  return cheapest ? { id: cheapest.id, price: cheapest.price } : null
}

export function farePrice(solution: Solution, fare: string | null): number {
  if (!fare) return solution.priceInfo.total
  return brandedFares(solution).find((f) => f.id === `${solution.id}~${fare}`)!.price
}

function passengersOf(order: Order) {
  if (order.passengers.length > 0) {
    return order.passengers.map((p, i) => ({ id: i + 1, type: p.category, firstName: p.first_name, lastName: p.last_name }))
  }
  const solution = order.reserved?.solution
  const out: { id: number; type: 'ADT' | 'CHD' | 'INF'; firstName: string; lastName: string }[] = []
  const add = (type: 'ADT' | 'CHD' | 'INF', n: number) => {
    for (let i = 0; i < n; i++) out.push({ id: out.length + 1, type, firstName: '', lastName: '' })
  }
  add('ADT', solution?.adults.number ?? 1)
  add('CHD', solution?.childrens.number ?? 0)
  add('INF', solution?.infants.number ?? 0)
  return out
}

export function ancillaryCatalogue(order: Order) {
  const solution = order.reserved!.solution
  const passengerList = passengersOf(order)
  const segmentList = solution.routes.map((r, i) => ({
    id: i + 1,
    index: i + 1,
    label: i === 0 ? 'Aller' : 'Retour',
    from: r.segments[0]!.departure,
    to: r.segments.at(-1)!.arrival,
    departureDateTime: r.segments[0]!.departureDateTime,
  }))
  const low = solution.gdsType === 'LOW_COST_CARRIER'
  const items = [
    { code: 'BAG23', name: 'Bagage en soute 23 kg', type: 'BAGGAGE', price: low ? 32 : 45, baggagePieces: 1, baggageWeight: 23 },
    { code: 'SEAT', name: 'Choix du siège', type: 'SEAT', price: low ? 9 : 15, baggagePieces: 0, baggageWeight: null },
    { code: 'PRIO', name: 'Embarquement prioritaire', type: 'PRIORITY', price: low ? 7 : 0, baggagePieces: 0, baggageWeight: null },
    { code: 'MEAL', name: 'Repas à bord', type: 'MEAL', price: low ? 12 : 0, baggagePieces: 0, baggageWeight: null },
  ]
  const selected = new Set(order.ancillaries.map((a) => a.externalId))
  const ancillaries = passengerList
    .filter((p) => p.type !== 'INF')
    .flatMap((p) =>
      segmentList.flatMap((s) =>
        items.map((item) => {
          const externalId = `${item.code}-P${p.id}-S${s.index}`
          return {
            code: item.code,
            name: item.name,
            price: item.price,
            selected: selected.has(externalId),
            externalId,
            type: item.type,
            segments: [s.index],
            legIndex: s.index,
            passengerId: p.id,
            baggagePieces: item.baggagePieces,
            baggageWeight: item.baggageWeight,
          }
        }),
      ),
    )
  return { passengerList, segmentList, ancillaries }
}

export function requireReserved(order: Order) {
  if (!order.reserved) throw new HttpError(409, 'conflict', 'Order has no reserved ticket')
  return order.reserved
}
