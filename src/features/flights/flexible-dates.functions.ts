import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { flexibleDays } from './flexible-dates.server'
import { flightSearchSchema } from './search.schema'

export type { FlexibleDay } from './flexible-dates.server'

/** The flexible-dates strip's prices (flexible-dates.server.ts). */
export const getFlexibleDates = createServerFn({ method: 'GET' })
  .validator(z.object({ search: flightSearchSchema.schema }))
  .handler(({ data }) => flexibleDays(data.search))
