import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { flightSearchSchema } from '~/features/flights'
import { followSearch, listAlerts, unfollow } from './alerts.server'

/** Server functions of price alerts (alerts.server.ts). */

/** The signed-in user's alerts, re-priced ([] signed out). */
export const getPriceAlerts = createServerFn({ method: 'GET' }).handler(() => listAlerts())

/** Watches the results' search; `resultsPath` (a /search path) is the link the drop mail gives. */
export const followPrices = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      search: flightSearchSchema.schema,
      resultsPath: z
        .string()
        .max(2000)
        .regex(/^\/search(\?|$)/),
    }),
  )
  .handler(({ data }) => followSearch(data))

export const unfollowPrices = createServerFn({ method: 'POST' })
  .validator(z.object({ id: z.number().int().positive() }))
  .handler(({ data }) => unfollow(data.id))
