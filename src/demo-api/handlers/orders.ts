import { http } from 'msw'
import { Temporal } from 'temporal-polyfill'
import { z } from 'zod'
import type { Solution } from '~/features/flights/api.schema'
import { isIsoDate, todayInParis } from '~/lib/dates'
import { generateSolutions, requiresReturnTicket, searchKey, type FlightSearch } from '../flights/generate'
import { businessFault, csv, handle, HttpError, intId, json, notFound, parseBody, parseQuery, requireSession } from '../lib/http'
import { digest } from '../lib/random'
import { AIRPORTS_BY_CODE, LOCATIONS_BY_CODE } from '../seed/airports'
import { getAgencies } from '../seed/agencies'
import { INSURANCES } from '../seed/content'
import { store, type Order } from '../store'

/** Orders: create, read, update, flight search, branded fares, reserve, ancillaries, payment, FLOA. */

const CONTRACTS = ['CB', 'ANCV', 'MULTI_CB', '3DS', 'FLOA_BC3XC', 'FLOA_BC4XC'] as const
const FLOA_FEES: Record<string, { rate: number; count: number }> = { BC3XC: { rate: 0.0145, count: 3 }, BC4XC: { rate: 0.022, count: 4 } }

const round2 = (n: number) => Math.round(n * 100) / 100
const isoDate = z.string().refine(isIsoDate, 'Invalid date (YYYY-MM-DD)')
const phone = z.string().regex(/^\+?\d{6,17}$/, 'Invalid phone number')
const title = z.enum(['Mr', 'Mrs', 'Ms', 'MR', 'MRS', 'MS'])

const payerSchema = z.object({
  title,
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  birth_date: isoDate,
  email: z.email(),
  phone,
  phone_country_prefix: z.string().regex(/^\+?\d{1,4}$/),
  address: z.string().trim().min(1).max(200),
  postal_code: z.string().trim().min(1).max(12),
  city: z.string().trim().min(1).max(80),
  country: z.string().regex(/^[A-Za-z]{2}$/).transform((s) => s.toUpperCase()),
  create_account: z.boolean().default(false),
  subscribe_to_newsletter: z.boolean().default(true),
})

const passengerSchema = z.object({
  category: z.enum(['ADT', 'CHD', 'INF']),
  title,
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  birth_date: isoDate,
  email: z.email().nullable().optional(),
  phone: phone.nullable().optional(),
  phone_country_prefix: z.string().regex(/^\+?\d{1,4}$/).nullable().optional(),
  ancillaries: z.array(z.unknown()).max(50).optional(),
})

const updateSchema = z
  .object({
    client: payerSchema.nullable(),
    amount: z.number().min(0).max(1_000_000).nullable(),
    passengers: z.array(passengerSchema).min(1).max(9),
    agency: z.number().int().positive().nullable(),
    agency_contract: z.enum(CONTRACTS).nullable(),
    insurance: z.number().int().positive().nullable(),
  })
  .partial()
  .strict()

const locationCode = z.string().trim().regex(/^[A-Za-z0-9]{3}$/).transform((s) => s.toUpperCase())
const searchSchema = z.object({
  search_data: z
    .object({
      adults: z.number().int().min(1).max(9),
      childrens: z.number().int().min(0).max(8),
      infants: z.number().int().min(0).max(8),
      segments: z
        .array(
          z.object({
            from: locationCode,
            to: locationCode,
            date: isoDate,
            fromType: z.string().max(40).optional(),
            toType: z.string().max(40).optional(),
          }),
        )
        .min(1, 'At least one segment is required')
        .max(6),
    })
    .refine((d) => d.adults + d.childrens + d.infants <= 9, 'At most 9 passengers')
    .refine((d) => d.infants <= d.adults, 'Infants cannot outnumber adults'),
})

const solutionBody = z.object({ solution_id: z.string().min(1).max(200) })

// Recent searches, shared by orders (generation is deterministic, this only saves time).
const searchCache = new Map<string, Solution[]>()
/** DEMO_FLIGHT_COUNT (benchmarks only) forces the number of solutions of every search. */
function benchmarkCount(): number | undefined {
  const n = Number(process.env.DEMO_FLIGHT_COUNT)
  return Number.isInteger(n) && n > 0 && n <= 5000 ? n : undefined
}

function cachedSolutions(search: FlightSearch, count: number | undefined, forceAirportChange: boolean): Solution[] {
  const key = `${searchKey(search)}|${count ?? ''}|${forceAirportChange}`
  let solutions = searchCache.get(key)
  if (!solutions) {
    solutions = generateSolutions(search, { count, forceAirportChange })
    searchCache.set(key, solutions)
    if (searchCache.size > 30) searchCache.delete(searchCache.keys().next().value!)
  }
  return solutions
}

function loadOrder(request: Request, params: Record<string, unknown>): Order {
  const token = requireSession(request)
  const id = intId.safeParse(params.id)
  const order = id.success ? store.orders.get(id.data) : undefined
  if (!order || order.token !== token) throw notFound('Order')
  return order
}

function agencyOf(id: number | null) {
  return id === null ? undefined : getAgencies().find((a) => a.id === id)
}

function insurancePrice(order: Order): number {
  const insurance = INSURANCES.find((i) => i.id === order.insurance)
  if (!insurance || !order.reserved) return 0
  const pax = order.reserved.solution.priceInfo.passengerNumber
  const perPerson = order.reserved.ticket_price / pax
  const step = insurance.steps.find((s) => perPerson >= s.min && perPerson <= s.max) ?? insurance.steps.at(-1)!
  return step.amount * pax
}

function ancillariesPrice(order: Order): number {
  if (!order.reserved) return 0
  const catalogue = ancillaryCatalogue(order)
  return order.ancillaries.reduce((sum, a) => sum + (catalogue.ancillaries.find((c) => c.externalId === a.externalId)?.price ?? 0), 0)
}

function orderTotal(order: Order): number {
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

function findSolution(order: Order, id: string): { solution: Solution; fare: string | null } {
  const [solutionId, fare] = id.split('~') as [string, string | undefined]
  const solution = order.solutions.get(solutionId)
  if (!solution) throw notFound('Solution')
  if (fare !== undefined && !brandedFares(solution).some((f) => f.id === id)) throw notFound('Fare')
  return { solution, fare: fare ?? null }
}

function brandedFares(solution: Solution) {
  const low = solution.gdsType === 'LOW_COST_CARRIER'
  const families = low
    ? [
        { key: 'BASIC', name: 'Basic', factor: 1, bags: false, seat: false, change: false, refund: false },
        { key: 'PLUS', name: 'Plus', factor: 1.22, bags: true, seat: true, change: false, refund: false },
      ]
    : [
        { key: 'LIGHT', name: 'Light', factor: 1, bags: false, seat: false, change: false, refund: false },
        { key: 'STANDARD', name: 'Standard', factor: 1.14, bags: true, seat: true, change: false, refund: false },
        { key: 'FLEX', name: 'Flex', factor: 1.38, bags: true, seat: true, change: true, refund: true },
      ]
  return families.map((f) => ({
    id: `${solution.id}~${f.key}`,
    name: f.name,
    description: f.bags ? 'Bagage en soute inclus' : 'Bagage cabine uniquement',
    price: round2(solution.priceInfo.total * f.factor),
    services: [
      { name: 'Bagage cabine', icon: 'cabin-bag', isIncluded: true },
      { name: 'Bagage en soute 23 kg', icon: 'luggage', isIncluded: f.bags },
      { name: 'Choix du siège', icon: 'seat', isIncluded: f.seat },
      { name: 'Modification', icon: 'exchange', isIncluded: f.change },
      { name: 'Remboursement', icon: 'refund', isIncluded: f.refund },
    ],
  }))
}

function farePrice(solution: Solution, fare: string | null): number {
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

function ancillaryCatalogue(order: Order) {
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

function requireReserved(order: Order) {
  if (!order.reserved) throw new HttpError(409, 'conflict', 'Order has no reserved ticket')
  return order.reserved
}

function preparePayment(order: Order, request: Request, contractInput: string | undefined, returnUrl: string | undefined, cancelUrl: string | undefined) {
  requireReserved(order)
  const contract = contractInput ?? order.agency_contract ?? 'CB'
  let amount = orderTotal(order)
  const floa = /^FLOA_(BC3XC|BC4XC)$/.exec(contract)?.[1]
  if (floa) amount = round2(amount * (1 + FLOA_FEES[floa]!.rate))
  const id = store.randomToken(12)
  order.payment = {
    id,
    amount,
    contract,
    status: 'pending',
    returnUrl: returnUrl ?? `/booking/confirmation?order_id=${order.id}`,
    cancelUrl: cancelUrl ?? `/booking/summary?order_id=${order.id}&payment=cancelled`,
  }
  order.status__name = 'PAYMENT PENDING'
  if (businessFault(request) === 'reserve-after-payment') order.pendingFault = 'reserve-after-payment'
  store.payments.set(id, order.id)
  return { success: true, payment_id: id, payment_url: `/api/v2/demo/payment/${id}`, amount, currency: 'EUR', contract }
}

const samePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a same-origin path')
  .optional()

export const orderHandlers = [
  http.post(
    '*/api/v2/order',
    handle(async ({ request }) => {
      const token = requireSession(request)
      const body = await parseBody(request, z.object({ agency: z.number().int().positive().nullable().optional() }).strict())
      if (body.agency != null && !agencyOf(body.agency)) throw new HttpError(400, 'bad_request', 'Unknown agency')
      const order: Order = {
        id: store.newOrderId(),
        token,
        created_at: new Date().toISOString(),
        status__name: 'CREATED',
        agency: body.agency ?? null,
        agency_contract: null,
        client: null,
        amount: null,
        passengers: [],
        insurance: null,
        search: null,
        solutions: new Map(),
        solution_id: null,
        reserved: null,
        ancillaries: [],
        payment: null,
        pendingFault: null,
        pnr: null,
      }
      store.orders.set(order.id, order)
      return json(orderView(order), { status: 201 })
    }),
  ),

  http.get('*/api/v2/order/:id', handle(({ request, params }) => json(orderView(loadOrder(request, params))))),

  http.put(
    '*/api/v2/order/:id',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, updateSchema)
      if (body.agency != null && !agencyOf(body.agency)) throw new HttpError(400, 'bad_request', 'Unknown agency')
      if (body.insurance != null && !INSURANCES.some((i) => i.id === body.insurance)) throw new HttpError(400, 'bad_request', 'Unknown insurance')
      if (body.agency_contract) {
        const agency = agencyOf(body.agency ?? order.agency)
        if (agency && !agency.available_contracts.includes(body.agency_contract)) throw new HttpError(400, 'bad_request', 'Contract not available in this agency')
      }
      if (body.passengers) {
        const adults = body.passengers.filter((p) => p.category === 'ADT')
        if (adults.length === 0) throw new HttpError(400, 'bad_request', 'At least one adult passenger is required')
        if (!adults.some((p) => p.email)) throw new HttpError(400, 'bad_request', 'An e-mail is required for at least one adult passenger')
      }
      if (body.client !== undefined) order.client = body.client
      if (body.amount !== undefined) order.amount = body.amount
      if (body.passengers !== undefined) order.passengers = body.passengers
      if (body.agency !== undefined) order.agency = body.agency
      if (body.agency_contract !== undefined) order.agency_contract = body.agency_contract
      if (body.insurance !== undefined) order.insurance = body.insurance
      return json(orderView(order))
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/search',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const { count } = parseQuery(request, z.object({ count: z.coerce.number().int().min(1).max(5000).optional() }))
      const body = await parseBody(request, searchSchema)
      const today = todayInParis().toString()
      for (const s of body.search_data.segments) {
        if (s.date < today) throw new HttpError(400, 'bad_request', 'Departure date is in the past')
        if (!LOCATIONS_BY_CODE.has(s.from) || !LOCATIONS_BY_CODE.has(s.to)) throw new HttpError(400, 'bad_request', `Unknown location ${LOCATIONS_BY_CODE.has(s.from) ? s.to : s.from}`)
        if (s.from === s.to) throw new HttpError(400, 'bad_request', 'Departure and destination are the same')
      }
      order.search = { search_data: body.search_data }
      order.status__name = 'SEARCHED'
      const fault = businessFault(request)
      const search: FlightSearch = body.search_data
      if (fault === 'return-ticket-required' || (fault !== 'no-flights' && requiresReturnTicket(search))) {
        order.solutions = new Map()
        return json({ solutions: [], error: { code: 'RETURN_TICKET_REQUIRED', message: 'A return ticket is required by the destination authorities' } })
      }
      const solutions = fault === 'no-flights' ? [] : cachedSolutions(search, count ?? benchmarkCount(), fault === 'airport-change')
      order.solutions = new Map(solutions.map((s) => [s.id, s]))
      if (solutions.length === 0) return json({ solutions: [], error: { code: 'NO_FLIGHTS', message: 'No flight available for this destination and/or date' } })
      return json({ solutions, error: null })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/branded/search',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const { solution_id } = await parseBody(request, solutionBody)
      const { solution } = findSolution(order, solution_id)
      return json({ solutions: brandedFares(solution) })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/reserve',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, solutionBody.extend({ accept_new_price: z.boolean().optional() }))
      const { solution, fare } = findSolution(order, body.solution_id)
      const fault = businessFault(request)
      const price = farePrice(solution, fare)
      const base = { ticket_price: price, total_price: price, new_ticket_price: null as number | null, new_total_price: null as number | null, pnr: null as string | null, error: null as { code: string; message: string } | null }
      if (fault === 'reserve-failed') {
        return json({ ...base, success: false, status: 'FAILED', error: { code: 'AIRLINE_RESERVATION_FAILED', message: 'The airline reservation failed' } })
      }
      const risen = round2(price * 1.08 + 17)
      if (fault === 'fare-changed') return json({ ...base, success: false, status: 'FARE_CHANGED', new_ticket_price: risen, error: { code: 'FARE_CHANGED', message: 'The fare has changed' } })
      let ticketPrice = price
      if (fault === 'price-rose') {
        if (!body.accept_new_price) {
          const previous = order.reserved
          order.reserved = { solution, ticket_price: risen, pnr: '' }
          const newTotal = orderTotal(order)
          order.reserved = previous
          return json({ ...base, success: false, status: 'PRICE_CHANGED', new_ticket_price: risen, new_total_price: newTotal, error: { code: 'PRICE_CHANGED', message: 'The ticket price has risen' } })
        }
        ticketPrice = risen
      }
      const pnr = digest(`${order.id}|${body.solution_id}`, 6).toUpperCase()
      order.solution_id = body.solution_id
      order.reserved = { solution, ticket_price: ticketPrice, pnr }
      order.pnr = pnr
      order.ancillaries = []
      order.status__name = 'RESERVED'
      return json({ ...base, success: true, status: 'RESERVED', ticket_price: ticketPrice, total_price: orderTotal(order), pnr, order: orderView(order) })
    }),
  ),

  http.get(
    '*/api/v2/order/:id/ticket/ancillaries',
    handle(({ request, params }) => {
      const order = loadOrder(request, params)
      requireReserved(order)
      return json({ success: true, ...ancillaryCatalogue(order), ancillaries_response: { success: true, error: null } })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/ancillaries',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      requireReserved(order)
      const body = await parseBody(request, z.object({ ancillaries: z.array(z.object({ externalId: z.string().min(1).max(100), type: z.string().min(1).max(40) })).max(200) }))
      const catalogue = ancillaryCatalogue(order)
      const unknown = body.ancillaries.filter((a) => !catalogue.ancillaries.some((c) => c.externalId === a.externalId && c.type === a.type))
      if (unknown.length > 0) {
        return json({ ancillaries_response: { success: false, error: `Option indisponible : ${unknown.map((u) => u.externalId).join(', ')}` } })
      }
      order.ancillaries = body.ancillaries
      return json({ ancillaries_response: { success: true, error: null }, total_price: orderTotal(order) })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/ticket/ancillaries/low-cost-carrier',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const { solution_id } = await parseBody(request, solutionBody)
      const { solution } = findSolution(order, solution_id)
      const pax = solution.priceInfo.passengerNumber
      return json({
        items: [
          { id: 'LC-CABIN', name: 'Petit bagage cabine', description: 'Un sac sous le siège (40 × 30 × 20 cm)', price: 0 },
          { id: 'LC-BAG15', name: 'Bagage en soute 15 kg', description: 'Par passager et par trajet', price: 24 * pax },
          { id: 'LC-BAG23', name: 'Bagage en soute 23 kg', description: 'Par passager et par trajet', price: 36 * pax },
          { id: 'LC-SEAT', name: 'Siège réservé', description: 'Choisissez votre place à l\u2019avance', price: 8 * pax },
          { id: 'LC-PRIO', name: 'Priorité & grand bagage cabine', description: 'Embarquement prioritaire et bagage cabine 10 kg', price: 14 * pax },
        ],
      })
    }),
  ),

  http.post(
    '*/api/v2/order/:id/payment/prepare',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, z.object({ contract: z.enum(CONTRACTS).optional(), return_url: samePath, cancel_url: samePath }))
      return json(preparePayment(order, request, body.contract, body.return_url, body.cancel_url))
    }),
  ),

  http.post(
    '*/api/v2/order/:id/payment/prepare/low-cost-carrier',
    handle(async ({ request, params }) => {
      const order = loadOrder(request, params)
      const body = await parseBody(request, solutionBody.extend({ contract: z.enum(CONTRACTS).optional(), return_url: samePath, cancel_url: samePath }))
      const reserved = requireReserved(order)
      if (order.solution_id !== body.solution_id && reserved.solution.id !== body.solution_id) throw notFound('Solution')
      return json(preparePayment(order, request, body.contract, body.return_url, body.cancel_url))
    }),
  ),

  http.get(
    '*/api/v2/order/:id/payment/floa/simulate',
    handle(({ request, params }) => {
      loadOrder(request, params)
      const q = parseQuery(
        request,
        z.object({
          amount: z.coerce.number().positive().max(1_000_000),
          product_codes: csv.pipe(z.array(z.enum(['BC3XC', 'BC4XC'])).min(1)),
        }),
      )
      const today = todayInParis()
      return json(
        q.product_codes.map((code) => {
          const { rate, count } = FLOA_FEES[code]!
          const fees = round2(q.amount * rate)
          const share = Math.floor(((q.amount + fees) / count) * 100) / 100
          const first = round2(q.amount + fees - share * (count - 1))
          return {
            product_code: code,
            customer_fees: fees,
            total_amount: round2(q.amount + fees),
            simulated_installments: Array.from({ length: count }, (_, i) => ({ date: today.add({ days: 30 * i }).toString(), amount: i === 0 ? first : share })),
          }
        }),
      )
    }),
  ),
]

/** Completes (or cancels) a payment from the demo payment page. */
export function settlePayment(paymentId: string, outcome: 'pay' | 'cancel', fault: string | null): { order: Order; redirect: string } | null {
  const orderId = store.payments.get(paymentId)
  const order = orderId === undefined ? undefined : store.orders.get(orderId)
  if (!order || !order.payment || order.payment.id !== paymentId) return null
  if (order.payment.status !== 'pending') return { order, redirect: order.payment.status === 'paid' ? order.payment.returnUrl : order.payment.cancelUrl }
  if (outcome === 'cancel') {
    order.payment.status = 'cancelled'
    order.status__name = 'PAYMENT CANCELLED'
    return { order, redirect: order.payment.cancelUrl }
  }
  order.payment.status = 'paid'
  if (fault === 'reserve-after-payment' || order.pendingFault === 'reserve-after-payment') {
    order.status__name = 'ERROR FLIGHT RESERVE AFTER PAYMENT'
    order.pnr = null
  } else {
    order.status__name = 'CONFIRMED'
  }
  order.pendingFault = null
  return { order, redirect: order.payment.returnUrl }
}
