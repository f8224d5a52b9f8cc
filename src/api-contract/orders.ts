import { z } from 'zod'
import { isIsoDate } from '~/lib/iso-date'
import { FLOA_PRODUCT_CODES, PAYMENT_CONTRACTS } from './constants'
import { ORDER_ID_PATTERN } from './ids'
import { solutionRequestSchema, solutionSchema } from './flights'

/** Requests and replies of the order, payment and booking-content calls (booking-and-accounts.md §3, §7). */

// ---------------------------------------------------------------------------------------------
// Requests

const isoDate = z.string().refine(isIsoDate, 'Invalid date (YYYY-MM-DD)')
const phone = z.string().regex(/^\+?\d{6,17}$/, 'Invalid phone number')
const phonePrefix = z.string().regex(/^\+?\d{1,4}$/)
export const PERSON_TITLES = ['Mr', 'Mrs', 'Ms', 'MR', 'MRS', 'MS'] as const
const title = z.enum(PERSON_TITLES)
const name = z.string().trim().min(1).max(60)

/** The payer (`client` of an order update). */
export const payerRequestSchema = z.object({
  title,
  first_name: name,
  last_name: name,
  birth_date: isoDate,
  email: z.email(),
  phone,
  phone_country_prefix: phonePrefix,
  address: z.string().trim().min(1).max(200),
  postal_code: z.string().trim().min(1).max(12),
  city: z.string().trim().min(1).max(80),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((s) => s.toUpperCase()),
  create_account: z.boolean().default(false),
  subscribe_to_newsletter: z.boolean().default(true),
})

export const passengerRequestSchema = z.object({
  category: z.enum(['ADT', 'CHD', 'INF']),
  title,
  first_name: name,
  last_name: name,
  birth_date: isoDate,
  email: z.email().nullable().optional(),
  phone: phone.nullable().optional(),
  phone_country_prefix: phonePrefix.nullable().optional(),
  ancillaries: z.array(z.unknown()).max(50).optional(),
})

/** `POST /order/` */
export const orderCreateRequestSchema = z.object({ agency: z.number().int().positive().nullable().optional() }).strict()

/** `PUT /order/{id}/`: any of these. */
export const orderUpdateRequestSchema = z
  .object({
    client: payerRequestSchema.nullable(),
    amount: z.number().min(0).max(1_000_000).nullable(),
    passengers: z.array(passengerRequestSchema).min(1).max(9),
    agency: z.number().int().positive().nullable(),
    agency_contract: z.enum(PAYMENT_CONTRACTS).nullable(),
    insurance: z.number().int().positive().nullable(),
  })
  .partial()
  .strict()

export const reserveRequestSchema = solutionRequestSchema.extend({ accept_new_price: z.boolean().optional() })

/** Selection type of a low-cost option (`ticket/ancillaries/low-cost-carrier` item) in `POST ticket/ancillaries`. */
export const LOW_COST_ANCILLARY_TYPE = 'LOW_COST'

/** Replaces the selection: ancillaries by externalId and type, or low-cost items by id with LOW_COST_ANCILLARY_TYPE. */
export const selectAncillariesRequestSchema = z.object({
  ancillaries: z.array(z.object({ externalId: z.string().min(1).max(100), type: z.string().min(1).max(40) })).max(200),
})

/** A same-origin path (payment return and cancel addresses). */
export const samePathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a same-origin path')
  .optional()

export const paymentPrepareRequestSchema = z.object({ contract: z.enum(PAYMENT_CONTRACTS).optional(), return_url: samePathSchema, cancel_url: samePathSchema })
export const lowCostPaymentPrepareRequestSchema = solutionRequestSchema.extend(paymentPrepareRequestSchema.shape)

export const floaSimulateQuerySchema = z.object({
  amount: z.coerce.number().positive().max(1_000_000),
  product_codes: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v.join(',') : v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(FLOA_PRODUCT_CODES)).min(1)),
})

export type PayerRequest = z.input<typeof payerRequestSchema>
export type PassengerRequest = z.input<typeof passengerRequestSchema>
export type OrderUpdateRequest = z.input<typeof orderUpdateRequestSchema>

// ---------------------------------------------------------------------------------------------
// Replies

/** `POST /order/` and every reply that only needs the order id. */
/** An order id, as the API gives it and as every path and URL carries it. */
export const orderIdSchema = z.union([z.number().int().positive().transform(String), z.string()]).pipe(z.string().regex(ORDER_ID_PATTERN))

export const orderCreatedReplySchema = z.object({ id: orderIdSchema })

export const ORDER_STATUS_RESERVE_AFTER_PAYMENT = 'ERROR FLIGHT RESERVE AFTER PAYMENT'

export const agencyDataSchema = z.object({ address: z.string(), city: z.string(), postal_code: z.string(), phone: z.string() })

export const transportSchema = z.object({
  departure: z.string(),
  arrival: z.string(),
  departure_city_name: z.string(),
  arrival_city_name: z.string(),
  carrier: z.string(),
  flight_number: z.string(),
  equipment: z.string(),
  /** UTC instants. */
  service_period: z.object({ start: z.string(), end: z.string() }),
})

export const orderSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status__name: z.string(),
  agency: z.number().int().nullable(),
  agency__name: z.string().nullable(),
  agency_data: agencyDataSchema.nullable(),
  agency_contract: z.string().nullable(),
  client: z.record(z.string(), z.unknown()).nullable(),
  amount: z.number(),
  passengers: z.array(z.record(z.string(), z.unknown())),
  insurance: z.number().int().nullable(),
  /** The selected options (ancillary or low-cost item ids), when the API gives them. */
  ancillaries: z.array(z.object({ externalId: z.string(), type: z.string() })).optional(),
  search: z
    .object({
      search_data: z.object({
        adults: z.number(),
        childrens: z.number(),
        infants: z.number(),
        segments: z.array(z.object({ from: z.string(), to: z.string(), date: z.string() }).passthrough()),
      }),
    })
    .nullable(),
  solution_id: z.string().nullable(),
  ticket: z
    .object({
      price: z.number(),
      gds_type: z.enum(['REGULAR', 'LOW_COST_CARRIER']),
      solution: solutionSchema,
      travel_data: z.object({ passenger_name_record: z.string().nullable(), transports: z.array(transportSchema) }).nullable(),
    })
    .nullable(),
  payment: z.object({ id: z.string(), status: z.enum(['pending', 'paid', 'cancelled']), contract: z.string(), amount: z.number() }).nullable(),
})

export const reserveReplySchema = z.object({
  success: z.boolean(),
  status: z.enum(['RESERVED', 'PRICE_CHANGED', 'FARE_CHANGED', 'FAILED']),
  pnr: z.string().nullable(),
  ticket_price: z.number(),
  total_price: z.number(),
  /** Both set: offer the new price. Only the ticket price: the fare changed. */
  new_ticket_price: z.number().nullable(),
  new_total_price: z.number().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  order: orderSchema.optional(),
})

export const ancillarySchema = z.object({
  code: z.string(),
  name: z.string(),
  price: z.number().min(0),
  selected: z.boolean(),
  externalId: z.string(),
  type: z.string(),
  segments: z.array(z.number().int()),
  legIndex: z.number().int(),
  passengerId: z.number().int(),
  baggagePieces: z.number().int().min(0),
  baggageWeight: z.number().nullable(),
})
export const ancillariesResponseSchema = z.object({ success: z.boolean(), error: z.string().nullable() })
export const ancillariesReplySchema = z.object({
  success: z.boolean(),
  ancillaries: z.array(ancillarySchema),
  passengerList: z.array(z.object({ id: z.number().int(), type: z.enum(['ADT', 'CHD', 'INF']), firstName: z.string(), lastName: z.string() })),
  segmentList: z.array(
    z.object({ id: z.number().int(), index: z.number().int(), label: z.string(), from: z.string(), to: z.string(), departureDateTime: z.string() }),
  ),
  ancillaries_response: ancillariesResponseSchema,
})
export const selectAncillariesReplySchema = z.object({ ancillaries_response: ancillariesResponseSchema, total_price: z.number().optional() })

export const paymentPrepareReplySchema = z.object({
  success: z.boolean(),
  payment_id: z.string(),
  /**
   * The payment page: a path on the API host (the embedded demo API: our own origin), or an
   * absolute http(s) URL (the demo API service names its pages on its own origin).
   */
  payment_url: z.string().regex(/^(?:\/(?!\/)|https?:\/\/)/),
  amount: z.number(),
  currency: z.literal('EUR'),
  contract: z.string(),
})

export const floaOptionSchema = z.object({
  product_code: z.enum(FLOA_PRODUCT_CODES),
  customer_fees: z.number(),
  total_amount: z.number(),
  simulated_installments: z.array(z.object({ date: z.string(), amount: z.number() })),
})
export const floaSimulateReplySchema = z.array(floaOptionSchema)

export const insuranceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  /** HTML, to sanitise before display. */
  description: z.string(),
  steps: z.array(z.object({ min: z.number(), max: z.number(), amount: z.number() })),
})
export const formalitySchema = z.object({
  id: z.number().int(),
  country_code: z.string(),
  area_code: z.string(),
  title: z.string(),
  body: z.string(),
  /** What applies to minors. */
  children_body: z.string().optional(),
})

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) })
export const insurancePagesReplySchema = paged(insuranceSchema)
export const formalityPagesReplySchema = paged(formalitySchema)
/** The particular sales conditions (`type=sales_conditions_page`): one page. */
export const salesConditionsPagesReplySchema = paged(z.object({ id: z.number().int(), title: z.string(), body: z.string() }))

export const errorMessageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  provider: z.string(),
  title: z.string(),
  message: z.string(),
  action: z.string().nullable(),
})
export const errorMessagesReplySchema = z.array(errorMessageSchema)
/** A business error's texts from the catalogue, as a dialog shows them. */
export type ErrorText = Pick<z.output<typeof errorMessageSchema>, 'title' | 'message' | 'action'>

export type Order = z.output<typeof orderSchema>
export type ReserveReply = z.output<typeof reserveReplySchema>
export type Ancillary = z.output<typeof ancillarySchema>
export type Insurance = z.output<typeof insuranceSchema>
export type FloaOption = z.output<typeof floaOptionSchema>
