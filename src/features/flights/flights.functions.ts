import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { orderIdSchema } from '~/api-contract/orders'
import { brandedFares, flightDetail, resultsPage, selectFlightFor, type SelectFlightResult } from './flights.server'
import { PAGE_SIZE } from './results-paging'
import { flightSearchSchema } from './search.schema'

export type { FlightResultsPage, SelectFlightResult } from './flights.server'

/** Server functions of flight search; their work is in flights.server.ts. */

export const searchFlights = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      search: flightSearchSchema.schema,
      offset: z.number().int().min(0).max(10_000).default(0),
      limit: z.number().int().min(1).max(100).default(PAGE_SIZE),
    }),
  )
  .handler(({ data }) => resultsPage(data))

/** The branded fares of one solution of the URL's search (on the search's order). */
export const getBrandedFares = createServerFn({ method: 'GET' })
  .validator(z.object({ search: flightSearchSchema.schema, solutionId: z.string().min(1).max(100) }))
  .handler(({ data }) => brandedFares(data))

/** One solution of the URL's search (the detail panel), with its names. */
export const getFlightDetail = createServerFn({ method: 'GET' })
  .validator(z.object({ search: flightSearchSchema.schema, id: z.string().min(1).max(100) }))
  .handler(({ data }) => flightDetail(data))

/**
 * 'Sélectionner': the visitor's own order is created now (with the chosen agency) and the URL's
 * search is run on it, then the solution (or one of its fares) is reserved. After a price rise,
 * the visitor accepts on that same order (`orderId`). The business outcomes of the spec come back
 * as statuses for the modals.
 */
export const selectFlight = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      search: flightSearchSchema.schema,
      solutionId: z.string().min(1).max(120),
      agencyId: z.number().int().positive(),
      acceptNewPrice: z.boolean().optional(),
      orderId: orderIdSchema.optional(),
    }),
  )
  .handler(({ data }): Promise<SelectFlightResult> => selectFlightFor(data))
