import { Temporal } from 'temporal-polyfill'
import type { Solution } from '~/api-contract/flights'
import type { TripDetail, TripStatus, TripSummary } from '~/api-contract/trips'
import { toE164 } from '~/lib/phone'
import { floaProduct, instalmentSchedule } from './instalments'
import { digest } from './lib/random'
import { agencyOf, ancillaryCatalogue, brandedFares, insurancePrice, lowCostItems, orderTotal, reservedFareFamily, selectableOptions } from './orders'
import { AIRLINES_BY_CODE } from './seed/airlines'
import { AIRPORTS_BY_CODE } from './seed/airports'
import { INSURANCES } from './seed/content'
import { store, type Account, type Order } from './store'

/**
 * A traveller's bookings as 'Mes voyages' and a booking's page show them: which orders are a
 * booking, whose they are, and their views (times local and UTC, fare conditions, instalments).
 */

/** An order is a booking once its payment was prepared (a reserved ticket and a payer). */
export const isBooking = (order: Order): order is Order & { reserved: NonNullable<Order['reserved']>; pnr: string } =>
  Boolean(order.reserved && order.pnr && order.payment)

const sameEmail = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The booking's contact e-mail: the payer's. */
export const contactEmail = (order: Order): string | undefined => (typeof order.client?.email === 'string' ? order.client.email : undefined)

/** Paid signed in by this account, or paid with its (verified) address as the payer's e-mail. */
export function ownedBy(order: Order, account: Account): boolean {
  if (order.owner !== undefined && sameEmail(order.owner, account.email)) return true
  return account.email_verified && sameEmail(contactEmail(order), account.email)
}

export function accountBookings(account: Account) {
  return [...store.orders.values()].filter(isBooking).filter((o) => ownedBy(o, account))
}

/** The booking with this reference (the PNR), if any. */
export function bookingByReference(reference: string) {
  for (const order of store.orders.values()) if (isBooking(order) && order.pnr === reference) return order
  return undefined
}

function statusOf(order: Order): TripStatus {
  if (order.payment?.status === 'paid') return 'confirmed'
  if (order.payment?.status === 'cancelled') return 'cancelled'
  return 'pending_payment'
}

/** A terminal for the large airports (the seed has none): stable per flight, else unknown. */
function terminal(airport: string, flight: string): string | null {
  if ((AIRPORTS_BY_CODE.get(airport)?.size ?? 0) < 3) return null
  return String((Number.parseInt(digest(`${airport}|${flight}`, 2), 36) % 3) + 1)
}

function placeTime(airport: string, local: string, flight: string) {
  const seed = AIRPORTS_BY_CODE.get(airport)
  const timeZone = seed?.timeZone ?? 'UTC'
  return {
    airport,
    airport_name: seed?.name ?? airport,
    city_name: seed?.cityName ?? airport,
    terminal: terminal(airport, flight),
    local,
    time_zone: timeZone,
    utc: Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).toInstant().toString(),
  }
}

function legs(solution: Solution) {
  return solution.routes.map((route) => ({
    flights: route.segments.map((s) => ({
      departure: placeTime(s.departure, s.departureDateTime, `${s.carrier}${s.flightNumber}`),
      arrival: placeTime(s.arrival, s.arrivalDateTime, `${s.carrier}${s.flightNumber}`),
      carrier: s.carrier,
      carrier_name: AIRLINES_BY_CODE.get(s.carrier)?.name ?? s.carrier,
      flight_number: s.flightNumber,
      equipment: s.equipment,
      duration: s.duration,
    })),
  }))
}

export function tripSummary(order: Order & { reserved: NonNullable<Order['reserved']>; pnr: string }): TripSummary {
  return {
    reference: order.pnr,
    order_id: order.id,
    status: statusOf(order),
    request: order.request ? { ...order.request, status: 'in_progress' } : null,
    legs: legs(order.reserved.solution),
    travellers: order.passengers.map((p) => ({ category: p.category, title: p.title, first_name: p.first_name, last_name: p.last_name })),
    total: order.payment?.status === 'paid' ? order.payment.amount : orderTotal(order),
    created_at: order.created_at,
  }
}

function paymentView(order: Order): TripDetail['payment'] {
  if (!order.payment) return null
  const floa = floaProduct(order.payment.contract.replace(/^FLOA_/, ''))
  const start = Temporal.Instant.from(order.created_at).toZonedDateTimeISO('Europe/Paris').toPlainDate()
  return {
    contract: order.payment.contract,
    amount: order.payment.amount,
    status: order.payment.status,
    instalments: floa ? instalmentSchedule(order.payment.amount, floa.count, start) : [],
  }
}

function optionsView(order: Order & { reserved: NonNullable<Order['reserved']> }): TripDetail['options'] {
  const prices = selectableOptions(order)
  const names = new Map<string, string>(ancillaryCatalogue(order).ancillaries.map((a) => [a.externalId, a.name]))
  for (const item of lowCostItems(order.reserved.solution)) names.set(item.id, item.name)
  return order.ancillaries.map((a) => {
    const passenger = /-P(\d+)-/.exec(a.externalId)?.[1]
    const p = passenger ? order.passengers[Number(passenger) - 1] : undefined
    return {
      name: names.get(a.externalId) ?? a.externalId,
      traveller: p ? `${p.first_name} ${p.last_name}` : null,
      price: prices.get(a.externalId)?.price ?? 0,
    }
  })
}

function agencyView(order: Order): TripDetail['agency'] {
  const agency = agencyOf(order.agency)
  if (!agency) return null
  return {
    name: agency.name,
    address: agency.address,
    postal_code: agency.postal_code,
    city: agency.city,
    phone: agency.phone,
    email: agency.email ?? null,
    openings: agency.agency_openings,
  }
}

function conditionsView(order: Order & { reserved: NonNullable<Order['reserved']> }): TripDetail['conditions'] {
  const solution = order.reserved.solution
  const family = reservedFareFamily(solution, order.solution_id)
  const fare = brandedFares(solution).find((f) => f.id === `${solution.id}~${family.key}`)
  return {
    fare_name: family.name,
    changeable: family.change,
    refundable: family.refund,
    change_fee: family.changeFee,
    cancellation_fee: family.refundFee,
    baggage: (fare?.services ?? []).filter((s) => s.icon === 'cabin-bag' || s.icon === 'luggage').map((s) => ({ name: s.name, included: s.isIncluded })),
  }
}

export function tripDetail(order: Order & { reserved: NonNullable<Order['reserved']>; pnr: string }): TripDetail {
  const client = order.client as Record<string, string> | null
  const insurance = INSURANCES.find((i) => i.id === order.insurance)
  return {
    ...tripSummary(order),
    payer: client
      ? {
          title: client.title ?? '',
          first_name: client.first_name ?? '',
          last_name: client.last_name ?? '',
          email: client.email ?? '',
          phone: toE164(client.phone_country_prefix ?? '', client.phone ?? '') ?? client.phone ?? '',
        }
      : null,
    options: optionsView(order),
    insurance: insurance ? { title: insurance.title, price: insurancePrice(order) } : null,
    payment: paymentView(order),
    agency: agencyView(order),
    conditions: conditionsView(order),
  }
}
