import { z } from 'zod'
import { PRICE_HOLD_SECONDS } from '~/api-contract/constants'
import { brandedFaresReplySchema, lowCostAncillariesReplySchema, type BrandedFare, type Solution } from '~/api-contract/flights'
import { ancillariesReplySchema, insurancePagesReplySchema, orderSchema, type Order } from '~/api-contract/orders'
import { fetchAgencyById } from '~/features/agencies/server'
import { formalitiesOf, salesConditions, sanitizePageHtml } from '~/features/content-pages/server'
import { tripSearchParams, type SearchUrlParams } from '~/features/flights'
import { collectCodes, dictionariesFor } from '~/features/flights/server'
import { apiPath, apiRequest } from '~/server/api'
import { ApiError } from '~/server/errors'
import { readSessionToken } from '~/server/session'
import { getItem, removeItem, setItem } from '~/server/store'
import type { BookingStep } from './booking.schema'
import { toCents } from './model/money'
import { emptyDraft } from './model/draft'
import type { AncillaryOffer, BookingState, BookingView, InsuranceOffer, TripSummary } from './model/types'

/**
 * Server-only: the booking read from the order (GET /order/{id}/) and the API, and the booking
 * state kept in the server store against the reservation session and the order, so another
 * session cannot read it and any server instance can serve the next step.
 */

/** Longer than the hold (it can be extended) so a reload after a pause still resumes. */
const STATE_TTL_SECONDS = 3 * 60 * 60
const HOLD_MS = PRICE_HOLD_SECONDS * 1000

export async function sessionKey(token: string, orderId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
  return `booking:${hex}:${orderId}`
}

export function requireToken(): string | null {
  return readSessionToken() ?? null
}

export async function readState(key: string): Promise<BookingState | undefined> {
  return getItem<BookingState>(key)
}

export async function writeState(key: string, state: BookingState): Promise<void> {
  await setItem(key, state, STATE_TTL_SECONDS)
}

/**
 * Changes the stored state from its freshest copy. A request reads the state at its start and
 * writes after its API calls (seconds under load): writing the copy it read would undo what
 * another request of the same booking stored meanwhile (a fare chosen while a first load was
 * still running, a draft saved during 'Continuer').
 */
export async function updateState(
  booking: { key: string; view: { state: BookingState } },
  change: (state: BookingState) => BookingState,
): Promise<BookingState> {
  const next = change((await readState(booking.key)) ?? booking.view.state)
  await writeState(booking.key, next)
  return next
}

export async function dropState(key: string): Promise<void> {
  await removeItem(key)
  await removeItem(`${key}:offers`)
}

/** The order, or null when this session cannot see it (unknown id, another session's order). */
export async function fetchOrder(token: string, orderId: string): Promise<Order | null> {
  try {
    return await apiRequest({ path: apiPath`/order/${orderId}/`, schema: orderSchema, error: 'Failed to get order', token })
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) return null
    throw error
  }
}

export const isPaid = (order: Order) => order.payment?.status === 'paid'

/** The base solution id of a solution or fare id (`…~STANDARD`). */
const baseId = (id: string) => id.split('~')[0]!

function tripOf(order: Order, solution: Solution, places: BookingView['names']['places']): TripSummary {
  const first = solution.routes[0]!.segments[0]!
  const lastOfFirst = solution.routes[0]!.segments.at(-1)!
  const lastRoute = solution.routes.at(-1)!
  const segments = order.search?.search_data.segments ?? []
  const isOneWay = (segments.length || solution.routes.length) === 1
  const roundTrip = solution.routes.length === 2
  const city = (code: string) => places[code]?.city ?? code
  return {
    isOneWay,
    from: { code: first.departure, city: city(first.departure) },
    to: { code: lastOfFirst.arrival, city: city(lastOfFirst.arrival) },
    departureDate: first.departureDateTime.slice(0, 10),
    returnDate: roundTrip ? lastRoute.segments[0]!.departureDateTime.slice(0, 10) : null,
    lastDepartureDate: lastRoute.segments[0]!.departureDateTime.slice(0, 10),
  }
}

/** The /search parameters of the order's search ('Nouvelle recherche'); null for multi-destination. */
function searchParamsOf(order: Order, trip: TripSummary): SearchUrlParams | null {
  const data = order.search?.search_data
  if (!data || data.segments.length === 0 || data.segments.length > 2) return null
  const [out, back] = data.segments as [{ from: string; to: string; date: string }, { from: string; to: string; date: string } | undefined]
  const base = {
    from: out.from,
    fromLabel: trip.from.city,
    to: out.to,
    toLabel: trip.to.city,
    departure: out.date,
    adults: data.adults,
    childrens: data.childrens,
    infants: data.infants,
  }
  if (!back) return tripSearchParams(base)
  if (back.from !== out.to || back.to !== out.from) return null
  return tripSearchParams({ ...base, return: back.date })
}

interface Offers {
  fares: BrandedFare[]
  /** The fares call failed: the fares step says so and offers a retry (nothing is cached). */
  faresFailed?: boolean
  insurances: InsuranceOffer[]
}

/** The insurance pages (`GET /pages/?type=insurance_page`). */
export const fetchInsurancePages = () =>
  apiRequest({
    path: '/pages/',
    query: { type: 'insurance_page', fields: 'id,code,title,description,steps' },
    schema: insurancePagesReplySchema,
    error: 'Failed to get insurances',
  })

/** A low-cost solution's options (`POST /order/{id}/ticket/ancillaries/low-cost-carrier`). */
export const fetchLowCostAncillaries = (token: string, order: Order, solution: Solution) =>
  apiRequest({
    path: apiPath`/order/${order.id}/ticket/ancillaries/low-cost-carrier`,
    method: 'POST',
    body: { solution_id: order.solution_id ?? solution.id },
    schema: lowCostAncillariesReplySchema,
    error: 'Failed to get ancillaries',
    token,
  })

/** A regular solution's options, with the order's selection (`GET /order/{id}/ticket/ancillaries`). */
export const fetchAncillaries = (token: string, orderId: Order['id']) =>
  apiRequest({ path: apiPath`/order/${orderId}/ticket/ancillaries`, schema: ancillariesReplySchema, error: 'Failed to get ancillaries', token })

/** Branded fares and insurances: cached with the state (fares without expiry per the spec; the pages rarely change). */
async function loadOffers(token: string, key: string, orderId: string, solutionId: string): Promise<Offers> {
  const cached = await getItem<Offers & { solutionId: string }>(`${key}:offers`)
  if (cached && cached.solutionId === solutionId) return cached
  const [fares, insurances] = await Promise.all([
    apiRequest({
      path: apiPath`/order/${orderId}/ticket/branded/search`,
      method: 'POST',
      body: { solution_id: solutionId },
      schema: brandedFaresReplySchema,
      error: 'Failed to fetch fares',
      token,
    })
      .then((r) => r.solutions.filter((f) => f.description !== 'VOID'))
      .catch(() => null),
    fetchInsurancePages()
      .then((r) => r.results.map((i) => ({ id: i.id, title: i.title, html: sanitizePageHtml(i.description), steps: i.steps })))
      .catch(() => [] as InsuranceOffer[]),
  ])
  if (!fares) return { fares: [], faresFailed: true, insurances }
  const offers = { fares, insurances }
  await setItem(`${key}:offers`, { ...offers, solutionId }, STATE_TTL_SECONDS)
  return offers
}

/** Options: the low-cost call for low-cost solutions, the ancillaries call otherwise; null when none or unavailable. */
async function loadAncillaries(token: string, order: Order, solution: Solution): Promise<AncillaryOffer | null> {
  try {
    if (solution.gdsType === 'LOW_COST_CARRIER') {
      const reply = await fetchLowCostAncillaries(token, order, solution)
      const items = reply.items.map((i) => ({ id: i.id, name: i.name, description: i.description, priceCents: toCents(i.price) }))
      return items.some((i) => i.priceCents > 0) ? { kind: 'low-cost', items } : null
    }
    const reply = await fetchAncillaries(token, order.id)
    if (!reply.success || !reply.ancillaries_response.success) throw new Error('Error when getting ancillaries')
    const index = new Map(reply.passengerList.map((p, i) => [p.id, i]))
    const items = reply.ancillaries.map((a) => ({
      externalId: a.externalId,
      code: a.code,
      name: a.name,
      type: a.type,
      priceCents: toCents(a.price),
      passengerIndex: index.get(a.passengerId) ?? 0,
      segment: a.legIndex === 0 ? 0 : (a.segments[0] ?? a.legIndex),
    }))
    if (items.length === 0) return null
    return { kind: 'regular', segments: reply.segmentList.map((s) => ({ index: s.index, label: s.label })), items }
  } catch (error) {
    console.warn('[booking] options unavailable:', error instanceof Error ? error.message : error)
    return null
  }
}

export interface LoadedBooking {
  view: BookingView
  key: string
  token: string
  order: Order
}

/**
 * Everything a booking step shows, or null when this session has no such booking. The state is
 * created on the first visit (the price hold starts then) with the skipped steps fixed once.
 */
export async function loadBooking(orderId: string): Promise<LoadedBooking | null> {
  const token = requireToken()
  if (!token) return null
  const order = await fetchOrder(token, orderId)
  if (!order || !order.ticket) return null
  const solution = order.ticket.solution
  const key = await sessionKey(token, orderId)
  const [offers, ancillaries, names, agency, stored] = await Promise.all([
    loadOffers(token, key, orderId, solution.id),
    loadAncillaries(token, order, solution),
    dictionariesFor(collectCodes([solution])),
    order.agency ? fetchAgencyById(order.agency).catch(() => null) : Promise.resolve(null),
    readState(key),
  ])
  const counts = { adults: solution.adults.number, childrens: solution.childrens.number, infants: solution.infants.number }
  const reservedId = order.solution_id ?? solution.id
  let state = stored
  if (!state) {
    const skipped: BookingStep[] = []
    if (offers.fares.length === 0 && !offers.faresFailed) skipped.push('fares')
    if (!ancillaries) skipped.push('ancillaries')
    if (offers.insurances.length === 0) skipped.push('insurance')
    const created: BookingState = {
      orderId,
      rev: 1,
      holdStartedAt: Date.now(),
      expired: false,
      skipped,
      completed: [],
      draft: emptyDraft(counts, reservedId.includes('~') ? reservedId : null),
    }
    // Another request may have created it (and the user changed it) during the calls above.
    state = (await readState(key)) ?? created
    if (state === created) await writeState(key, created)
  } else if (!state.expired && Date.now() >= state.holdStartedAt + HOLD_MS && !isPaid(order)) {
    state = await updateState({ key, view: { state } }, (s) => ({ ...s, expired: true }))
  }
  const trip = tripOf(order, solution, names.places)
  const [formalities, conditions] = await Promise.all([formalitiesOf(names.places[trip.to.code]?.countryCode, [trip.to.code]), salesConditions()])
  const view: BookingView = {
    orderId,
    status: order.status__name,
    paid: isPaid(order),
    trip,
    counts,
    solution,
    names,
    gdsType: solution.gdsType,
    reservedId,
    basePriceCents: toCents(solution.priceInfo.total),
    ticketPriceCents: toCents(order.ticket.price),
    fares: offers.fares,
    faresUnavailable: offers.faresFailed === true,
    ancillaries,
    insurances: offers.insurances,
    formalities,
    salesConditions: conditions,
    agency,
    searchParams: searchParamsOf(order, trip),
    hold: { expiresAt: state.holdStartedAt + HOLD_MS, now: Date.now() },
    state,
  }
  return { view, key, token, order }
}

export { baseId }

/** The browser's draft, bounded (it is stored as is). */
export function draftSchema() {
  const text = (max: number) => z.string().max(max)
  const person = {
    salutation: z.enum(['', 'Mr', 'Mrs']),
    firstName: text(60),
    lastName: text(60),
    dateOfBirth: text(10),
    phoneCountry: text(2),
    phoneNumber: text(30),
    email: text(120),
  }
  return z.object({
    fareId: text(200).nullable(),
    passengers: z
      .array(z.object({ ...person, type: z.enum(['ADT', 'CHD', 'INF']) }))
      .min(1)
      .max(9),
    payerIndex: z.number().int().min(0).max(8).nullable(),
    payer: z.object({
      ...person,
      address: text(200),
      postalCode: text(12),
      city: text(80),
      country: text(2),
      createAccountOptIn: z.boolean(),
      subscribeNewsletterOptIn: z.boolean(),
    }),
    ancillaries: z.array(text(100)).max(200),
    insuranceId: z.number().int().positive().nullable(),
    paymentMethod: z.enum(['CB', 'ANCV', 'MULTI_CB', '3DS', 'FLOA_BC3XC', 'FLOA_BC4XC']).nullable(),
    terms: z.object({ order: z.boolean(), sales: z.boolean(), formalities: z.boolean(), children: z.boolean() }),
  })
}

export { STATE_TTL_SECONDS, HOLD_MS }
export type { Solution }
