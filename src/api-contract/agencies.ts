import { z } from 'zod'
import { PAYMENT_CONTRACTS } from './constants'

export { PAYMENT_CONTRACTS }

/** Agency replies (booking-and-accounts.md §3 Agency). */

const time = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .nullable()
export const agencyOpeningSchema = z.object({
  day: z.number().int().min(1).max(7),
  morning_open_time: time,
  morning_close_time: time,
  afternoon_open_time: time,
  afternoon_close_time: time,
})

export const agencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().optional(),
  email: z.string().optional(),
  address: z.string(),
  address2: z.string().nullable(),
  postal_code: z.string(),
  city: z.string(),
  phone: z.string(),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  status: z.enum(['open', 'closed']).optional(),
  available_contracts: z.array(z.string()),
  agency_openings: z.array(agencyOpeningSchema),
  /** Metres from the asked point, on proximity searches. */
  distance: z.number().optional(),
})
export const agencyListReplySchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(agencySchema),
})
export const agencyCacheReplySchema = z.array(agencySchema)

export type Agency = z.output<typeof agencySchema>
export type AgencyOpening = z.output<typeof agencyOpeningSchema>
