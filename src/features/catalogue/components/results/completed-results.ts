import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { ProductsPage } from '../../catalogue.functions'

/** How the results page asks for more: the list's infinite scroll and the map's 'Charger plus'. */
export interface ResultsPaging {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
  /** False while the server's short first page is being completed. */
  complete: boolean
}

/**
 * The results' paging, with the server's short first page completed: once the page is live, that
 * page is asked for again in full (its first results stay where they are). Until it is there, the
 * results read as having more, and asking for more completes it rather than skipping to page 2.
 */
export function useCompletedResults(query: UseSuspenseInfiniteQueryResult<InfiniteData<ProductsPage>>): ResultsPaging {
  const partial = query.data.pages[0]?.partial === true
  const { refetch, fetchNextPage } = query
  useEffect(() => {
    if (partial) void refetch()
  }, [partial, refetch])
  const more = useCallback(() => void (partial ? refetch() : fetchNextPage()), [partial, refetch, fetchNextPage])
  return {
    hasNextPage: partial || query.hasNextPage,
    isFetchingNextPage: partial ? query.isFetching : query.isFetchingNextPage,
    fetchNextPage: more,
    complete: !partial,
  }
}
