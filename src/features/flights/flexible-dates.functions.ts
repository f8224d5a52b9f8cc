import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { filteredGraphDays, flexibleDays } from './flexible-dates.server'
import { flightSearchSchema } from './search.schema'

export type { FlexibleDay } from './flexible-dates.server'

const searchInput = z.object({ search: flightSearchSchema.schema })

/** The flexible-dates strip's prices (flexible-dates.server.ts). */
export const getFlexibleDates = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(({ data }) => flexibleDays(data.search))

/** The price graph's days with the URL's filters (flexible-dates.server.ts). */
export const getFilteredGraphDays = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(({ data }) => filteredGraphDays(data.search))
