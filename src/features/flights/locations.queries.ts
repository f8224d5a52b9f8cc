import { queryOptions } from '@tanstack/react-query'
import { getLocation, searchLocations } from './locations.functions'

/** Location data is cached without expiry (flights.md §9). */

export const locationKeys = {
  search: (term: string) => ['locations', 'search', term] as const,
  byCode: (code: string) => ['locations', 'code', code] as const,
}

/** Normalised so 'Paris', ' paris' and 'PARIS' share one cache entry. */
export const normaliseTerm = (term: string) => term.trim().toLowerCase()

export const locationSearchQuery = (term: string) =>
  queryOptions({
    queryKey: locationKeys.search(normaliseTerm(term)),
    queryFn: () => searchLocations({ data: { searchTerm: normaliseTerm(term) } }),
    enabled: normaliseTerm(term).length >= 2,
    staleTime: Infinity,
    gcTime: Infinity,
  })

export const locationQuery = (code: string) =>
  queryOptions({
    queryKey: locationKeys.byCode(code.toUpperCase()),
    queryFn: () => getLocation({ data: { code } }),
    staleTime: Infinity,
    gcTime: Infinity,
  })
