import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { getBrandedFares, getFlightDetail, PAGE_SIZE, searchFlights } from './flights.functions'
import type { FlightSearchParams } from './search.schema'

/** The URL's search, filters and sort, minus what does not change the list (open panel, layout). */
export type ResultsKey = Omit<FlightSearchParams, 'detail' | 'layoutStyle'>

export function resultsKey({ detail: _detail, layoutStyle: _layout, ...rest }: FlightSearchParams): ResultsKey {
  return rest
}

/** Flight search data is cached without expiry (flights.md §9); pages of 20. */
export const flightResultsQuery = (search: ResultsKey) =>
  infiniteQueryOptions({
    queryKey: ['flights', 'results', search],
    queryFn: ({ pageParam }) => searchFlights({ data: { search: search as FlightSearchParams, offset: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    staleTime: Infinity,
  })

/** Branded fares of a solution of the search (once the solution is known); cached without expiry. */
export const brandedFaresQuery = (search: ResultsKey, solutionId: string | undefined) =>
  queryOptions({
    queryKey: ['flights', 'fares', search, solutionId],
    queryFn: () => getBrandedFares({ data: { search: search as FlightSearchParams, solutionId: solutionId! } }),
    enabled: Boolean(solutionId),
    staleTime: Infinity,
  })

/** One solution of the search, for the detail panel (works from a pasted ?detail= link too). */
export const flightDetailQuery = (search: ResultsKey, id: string) =>
  queryOptions({
    queryKey: ['flights', 'detail', search, id],
    queryFn: () => getFlightDetail({ data: { search: search as FlightSearchParams, id } }),
    staleTime: Infinity,
  })
