import type { Agency } from '~/api-contract/agencies'
import type { Order } from '~/api-contract/orders'
import { ORDER_STATUS_RESERVE_AFTER_PAYMENT } from '~/api-contract/orders'
import { formatFlightTime } from '~/lib/format'
import { PASSENGER_TYPE_LABELS, SALUTATION_LABELS, type PassengerType } from '../model/types'

/**
 * What a booking's documents (calendar, PDF summary) are made of: the order as the API returns
 * it, and what it does not carry (the agency's hours, the airports' time zones, the options' and
 * insurance's names). Pure: the loader is documents.server.ts.
 */
export interface BookingDocumentInput {
  order: Order
  agency: Agency | null
  /** IANA time zone by airport code; an absent airport's times are shown in UTC only. */
  timeZones: Record<string, string>
  /** The selected options, as shown to the traveller. */
  options: { name: string; priceCents: number }[]
  /** The insurance's title, when one was taken. */
  insurance: string | null
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** The booking reference (PNR), or null while the airline has not given it. */
export function bookingReference(order: Order): string | null {
  return order.status__name === ORDER_STATUS_RESERVE_AFTER_PAYMENT ? null : (order.ticket?.travel_data?.passenger_name_record ?? null)
}

const STATUS_LABELS: Record<string, string> = {
  CONFIRMED: 'Confirmée',
  'PAYMENT PENDING': 'En attente de paiement',
  'PAYMENT CANCELLED': 'Annulée',
  [ORDER_STATUS_RESERVE_AFTER_PAYMENT]: 'Payée, en attente de la référence dossier',
}

/** The order's status in French ('Confirmée'…); a status of no concern to the traveller reads 'En cours'. */
export const bookingStatusLabel = (order: Order) => STATUS_LABELS[order.status__name] ?? 'En cours'

/** 'Madame Jeanne Martin' */
export function personName(person: Record<string, unknown>): string {
  const title = str(person.title)
  const salutation = SALUTATION_LABELS[(title.charAt(0).toUpperCase() + title.slice(1).toLowerCase()) as keyof typeof SALUTATION_LABELS]
  return [salutation, str(person.first_name), str(person.last_name)].filter(Boolean).join(' ')
}

/** 'Jeanne Martin (Adulte)' */
export const passengerLine = (p: Record<string, unknown>) => `${personName(p)} (${PASSENGER_TYPE_LABELS[str(p.category) as PassengerType] ?? str(p.category)})`

/** A flight time at an airport: local and UTC ('18/12/2026 - 10:30 heure locale (09:30 UTC)'). */
export const flightTime = (instant: string, airport: string, timeZones: Record<string, string>) => formatFlightTime(instant, timeZones[airport])
