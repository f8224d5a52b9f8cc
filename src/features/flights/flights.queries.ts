import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { getBrandedFares, getFlightDetail, searchFlights } from './flights.functions'
import { pageLimit } from './results-paging'
import type { FlightSearchParams } from './search.schema'

/** The URL's search, filters and sort, minus what does not change the list (open panels, layout). */
export type ResultsKey = Omit<FlightSearchParams, 'detail' | 'layoutStyle' | 'priceGraph'>

export function resultsKey({ detail: _detail, layoutStyle: _layout, priceGraph: _graph, ...rest }: FlightSearchParams): ResultsKey {
  return rest
}

/**
 * Flight search data is cached without expiry (flights.md §9); pages of 20, but the server's page
 * carries only the cards its HTML shows (results-paging.ts).
 */
export const flightResultsQuery = (search: ResultsKey) =>
  infiniteQueryOptions({
    queryKey: ['flights', 'results', search],
    queryFn: ({ pageParam }) =>
      searchFlights({ data: { search: search as FlightSearchParams, offset: pageParam, limit: pageLimit(pageParam, typeof window === 'undefined') } }),
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

/**
 * The detail panel's data, then its fares, fetched as soon as the URL names a solution: with the
 * panel's code, not after it (the panel is a lazy part, mounted once the page's other parts have
 * hydrated). An error is the panel's to show.
 */
export async function prefetchFlightDetail(queryClient: QueryClient, search: ResultsKey, id: string) {
  try {
    const detail = await queryClient.fetchQuery(flightDetailQuery(search, id))
    if (detail) await queryClient.prefetchQuery(brandedFaresQuery(search, detail.solution.id))
  } catch {
    // The panel's own query shows the failure.
  }
}
