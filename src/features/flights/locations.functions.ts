import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { apiPath, apiRequest } from '~/server/api'
import { locationSchema, locationSearchReplySchema, type Location } from '~/api-contract/flights'

/** Location search and lookup (flights.md §7): airports, cities and rail stations by name or code. */

export const searchLocations = createServerFn({ method: 'GET' })
  .validator(z.object({ searchTerm: z.string().trim().min(1).max(100) }))
  .handler(async ({ data }): Promise<Location[]> => {
    const reply = await apiRequest({
      path: '/locations/search',
      query: { searchTerm: data.searchTerm },
      schema: locationSearchReplySchema,
      error: 'Failed to fetch locations',
    })
    return Object.values(reply)
  })

export const getLocation = createServerFn({ method: 'GET' })
  .validator(z.object({ code: z.string().trim().regex(/^[A-Za-z0-9]{2,8}$/) }))
  .handler(({ data }) =>
    apiRequest({ path: apiPath`/locations/${data.code.toUpperCase()}`, schema: locationSchema, error: 'Failed to fetch location' }),
  )
