import { z } from 'zod'
import { safeRedirectPath } from '~/lib/safe-redirect'
import { flightSearchDataSchema } from './flights'

export { MAX_PRICE_ALERTS, PRICE_ALERT_DROP_PERCENT } from './constants'

/**
 * Price alerts (beyond the specs): a signed-in user watches a flight search (route, dates,
 * passengers); the API re-prices it when the alerts are listed and on its own schedule, and
 * mails the user when the price drops (PRICE_ALERT_DROP_PERCENT) with a link to the results.
 */

/** A path of the site (its results page for this search): the link of the mail. */
const sitePath = z
  .string()
  .max(2000)
  .transform((value) => safeRedirectPath(value, ''))
  .refine((path) => path !== '', 'A path of the site is required')

/** `POST /user/price-alerts` body. */
export const priceAlertRequestSchema = z.object({
  search_data: flightSearchDataSchema,
  results_path: sitePath,
})
export type PriceAlertRequest = z.input<typeof priceAlertRequestSchema>

const place = z.object({ code: z.string(), name: z.string() })

/** An alert as the API shows it; prices are the search's cheapest total (all passengers), in euros. */
export const priceAlertSchema = z.object({
  id: z.number().int(),
  search_data: flightSearchDataSchema,
  /** The first segment's places, by the API's names ('Paris', 'Nice'). */
  origin: place,
  destination: place,
  results_path: z.string(),
  created_at: z.string(),
  /** When it was created; null: no flight then. */
  initial_price: z.number().nullable(),
  /** At the last check; null: no flight now. */
  current_price: z.number().nullable(),
  checked_at: z.string(),
})
export type PriceAlert = z.output<typeof priceAlertSchema>

/** `GET /user/price-alerts`: the user's alerts, newest first, each just re-priced. */
export const priceAlertListReplySchema = z.array(priceAlertSchema)
