import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { fetchLocation, findLocations } from './locations.server'

/** Location search and lookup (flights.md §7): airports, cities and rail stations by name or code. */

export const searchLocations = createServerFn({ method: 'GET' })
  .validator(z.object({ searchTerm: z.string().trim().min(1).max(100) }))
  .handler(({ data }) => findLocations(data.searchTerm))

export const getLocation = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{2,8}$/),
    }),
  )
  .handler(({ data }) => fetchLocation(data.code))
