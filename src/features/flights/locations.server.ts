import { apiPath, apiRequest } from '~/server/api'
import { locationSchema, locationSearchReplySchema, type Location } from '~/api-contract/flights'

/** Location search and lookup on the API (flights.md §7): airports, cities and rail stations by name or code. */

export async function findLocations(searchTerm: string): Promise<Location[]> {
  const reply = await apiRequest({
    path: '/locations/search',
    query: { searchTerm },
    schema: locationSearchReplySchema,
    error: 'Failed to fetch locations',
  })
  return Object.values(reply)
}

export const fetchLocation = (code: string) =>
  apiRequest({ path: apiPath`/locations/${code.toUpperCase()}`, schema: locationSchema, error: 'Failed to fetch location' })
