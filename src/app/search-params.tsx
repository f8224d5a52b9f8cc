import { Link, useNavigate, type RegisteredRouter, type RouteById } from '@tanstack/react-router'
import { useCallback, type ReactNode } from 'react'

/** The results pages whose state (filters, sort, layout, open panel) lives in their search params. */
export type ResultsRoute = '/search' | '/search-products'
export type SearchOf<R extends ResultsRoute> = RouteById<RegisteredRouter['routeTree'], R>['types']['fullSearchSchema']

/**
 * A link to these results with some parameters changed, in place by default (no history entry,
 * scroll kept), so it works before hydration and without JS. The router marks it
 * aria-current="page" only when it leads to this very URL; the current choice also gets
 * aria-current="true" when the URL is not canonical.
 */
export function SearchParamLink<R extends ResultsRoute>({
  to,
  patch,
  current,
  className,
  push,
  onClick,
  children,
}: {
  to: R
  patch: Partial<SearchOf<R>>
  current?: boolean
  className?: string
  push?: boolean
  onClick?: () => void
  children: ReactNode
}) {
  return (
    <Link
      from={to as ResultsRoute}
      to={to as ResultsRoute}
      search={(prev) => ({ ...prev, ...patch })}
      replace={!push}
      resetScroll={false}
      activeOptions={{ exact: true, includeSearch: true }}
      className={className}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  )
}

/**
 * Changes some of these results' params: in place by default (filters, sort: no history entry
 * per change, scroll kept); `push` for what Back should undo (opening a detail panel, the map).
 */
export function useSearchUpdate<R extends ResultsRoute>(from: R) {
  const navigate = useNavigate({ from: from as ResultsRoute })
  return useCallback(
    (patch: Partial<SearchOf<R>>, { push = false } = {}) => navigate({ search: (prev) => ({ ...prev, ...patch }), replace: !push, resetScroll: false }),
    [navigate],
  )
}
