import { z } from 'zod'
import { partySchema } from './party'

/**
 * Requests to an agency from a product page (beyond the specs): a quote ('Demander un devis',
 * signed in or not) or an option ('Poser une option', signed in), which holds the price for
 * OPTION_HOLD_HOURS. The API records it and mails the requester a confirmation.
 */

export const AGENCY_REQUEST_KINDS = ['quote', 'option'] as const
export type AgencyRequestKind = (typeof AGENCY_REQUEST_KINDS)[number]

/** How long an option holds the price. */
export const OPTION_HOLD_HOURS = 72

export const CONTACT_TIMES = ['any', 'morning', 'afternoon', 'evening'] as const
export type ContactTime = (typeof CONTACT_TIMES)[number]

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** `POST /agency-requests` body (Bearer optional; an option needs one). */
export const agencyRequestBodySchema = z.object({
  kind: z.enum(AGENCY_REQUEST_KINDS),
  product_id: z.number().int().positive(),
  agency_id: z.number().int().positive(),
  departure_date: isoDate.nullable(),
  departure_city: z.string().trim().max(80).nullable(),
  nights: z.number().int().min(1).max(90).nullable(),
  party: partySchema,
  contact: z.object({
    first_name: z.string().trim().min(1).max(80),
    last_name: z.string().trim().min(1).max(80),
    email: z.string().trim().email().max(254),
    phone: z.string().trim().max(30),
    contact_time: z.enum(CONTACT_TIMES),
  }),
  message: z.string().trim().max(2000),
})
export type AgencyRequestBody = z.input<typeof agencyRequestBodySchema>

/** 'sent': a quote, or an option released by nothing yet; 'held': an option holding its price; 'expired': an option past its hold. */
export const AGENCY_REQUEST_STATUSES = ['sent', 'held', 'expired'] as const
export type AgencyRequestStatus = (typeof AGENCY_REQUEST_STATUSES)[number]

/** A request as the API shows it; `price` is the product's price per person at the time, in euros. */
export const agencyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(AGENCY_REQUEST_KINDS),
  status: z.enum(AGENCY_REQUEST_STATUSES),
  product: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  agency: z.object({ id: z.number().int(), name: z.string() }),
  departure_date: z.string().nullable(),
  departure_city: z.string().nullable(),
  nights: z.number().int().nullable(),
  party: partySchema,
  price: z.number().nullable(),
  created_at: z.string(),
  /** An option's end of hold (null for a quote). */
  expires_at: z.string().nullable(),
})
export type AgencyRequest = z.output<typeof agencyRequestSchema>

/** `GET /user/agency-requests`: the signed-in user's requests, newest first. */
export const agencyRequestListReplySchema = z.array(agencyRequestSchema)
