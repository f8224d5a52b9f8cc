import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { FlightSearchParams } from '../../search.schema'

/**
 * A link to this search with some parameters changed, in place (no history entry, scroll
 * kept). The router marks it aria-current="page" only when it leads to this very URL; the
 * current choice also gets aria-current="true" when the URL is not canonical.
 */
export function SearchParamLink({ patch, current, className, children }: { patch: Partial<FlightSearchParams>; current?: boolean; className: string; children: ReactNode }) {
  return (
    <Link
      to="/search"
      search={(prev) => ({ ...prev, ...patch })}
      replace
      resetScroll={false}
      activeOptions={{ exact: true, includeSearch: true }}
      className={className}
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </Link>
  )
}
