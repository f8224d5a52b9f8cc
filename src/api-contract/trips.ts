import { z } from 'zod'
import { agencyOpeningSchema } from './agencies'

/**
 * A traveller's bookings after the payment: the signed-in user's orders, a booking looked up by
 * reference and e-mail, and cancellation or modification requests.
 */

/** A booking reference (the PNR the confirmation shows): letters and digits. */
export const bookingReferenceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5,8}$/)
  .transform((s) => s.toUpperCase())

export const TRIP_STATUSES = ['confirmed', 'pending_payment', 'cancelled'] as const
export type TripStatus = (typeof TRIP_STATUSES)[number]

export const TRIP_REQUEST_KINDS = ['cancellation', 'modification'] as const
export type TripRequestKind = (typeof TRIP_REQUEST_KINDS)[number]

/** `GET /order/lookup/?reference=&email=` */
export const tripLookupQuerySchema = z.object({ reference: bookingReferenceSchema, email: z.email().max(254) })

/** `POST /user/orders/` (Bearer): attach an order of this reservation session to the account. */
export const tripClaimRequestSchema = z.object({ order_id: z.coerce.number().int().positive(), reservation_token: z.string().min(8).max(512) })

/**
 * `POST /order/requests/`: a cancellation or modification request. The caller is the signed-in
 * owner (Bearer) or gives the booking's e-mail, as for a lookup.
 */
export const tripRequestBodySchema = z.object({
  reference: bookingReferenceSchema,
  email: z.email().max(254).optional(),
  kind: z.enum(TRIP_REQUEST_KINDS),
})

/** A time at an airport: local (ISO without offset), its zone, and the UTC instant. */
const placeTimeSchema = z.object({
  airport: z.string(),
  airport_name: z.string(),
  city_name: z.string(),
  terminal: z.string().nullable(),
  local: z.string(),
  time_zone: z.string(),
  utc: z.string(),
})

export const tripFlightSchema = z.object({
  departure: placeTimeSchema,
  arrival: placeTimeSchema,
  carrier: z.string(),
  carrier_name: z.string(),
  flight_number: z.string(),
  /** 'TRN' is a train. */
  equipment: z.string(),
  duration: z.string(),
})

/** One way of the trip (outbound, return, or a leg of a multi-city trip). */
export const tripLegSchema = z.object({ flights: z.array(tripFlightSchema).min(1) })

export const tripTravellerSchema = z.object({ category: z.enum(['ADT', 'CHD', 'INF']), title: z.string(), first_name: z.string(), last_name: z.string() })

export const tripRequestSchema = z.object({ kind: z.enum(TRIP_REQUEST_KINDS), requested_at: z.string(), status: z.literal('in_progress') })

/** A row of `GET /user/orders/`. */
export const tripSummarySchema = z.object({
  reference: z.string(),
  /** The order behind the booking (its documents: calendar file, summary). */
  order_id: z.number().int(),
  status: z.enum(TRIP_STATUSES),
  request: tripRequestSchema.nullable(),
  legs: z.array(tripLegSchema).min(1),
  travellers: z.array(tripTravellerSchema),
  /** Euros paid (with instalment fees), or the order's total while unpaid. */
  total: z.number(),
  created_at: z.string(),
})
export const tripListReplySchema = z.array(tripSummarySchema)

/** The fare's conditions (from its branded fare family): what a change or a cancellation costs. */
export const fareConditionsSchema = z.object({
  fare_name: z.string(),
  changeable: z.boolean(),
  refundable: z.boolean(),
  /** Euros per passenger; null when not allowed. */
  change_fee: z.number().nullable(),
  cancellation_fee: z.number().nullable(),
  baggage: z.array(z.object({ name: z.string(), included: z.boolean() })),
})

/** A booking's page: `GET /user/orders/{reference}/`, `GET /order/lookup/` and `GET /order/{id}/trip/`. */
export const tripDetailSchema = tripSummarySchema.extend({
  payer: z.object({ title: z.string(), first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  options: z.array(z.object({ name: z.string(), traveller: z.string().nullable(), price: z.number() })),
  insurance: z.object({ title: z.string(), price: z.number() }).nullable(),
  payment: z
    .object({
      contract: z.string(),
      amount: z.number(),
      status: z.enum(['pending', 'paid', 'cancelled']),
      instalments: z.array(z.object({ date: z.string(), amount: z.number() })),
    })
    .nullable(),
  agency: z
    .object({
      name: z.string(),
      address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      openings: z.array(agencyOpeningSchema),
    })
    .nullable(),
  conditions: fareConditionsSchema,
})

export type TripSummary = z.output<typeof tripSummarySchema>
export type TripDetail = z.output<typeof tripDetailSchema>
export type TripFlight = z.output<typeof tripFlightSchema>
export type FareConditions = z.output<typeof fareConditionsSchema>
