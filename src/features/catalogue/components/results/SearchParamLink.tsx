import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductSearchParams } from '../../search.schema'

/**
 * A link to these results with some parameters changed, in place (no history entry, scroll
 * kept): sort, layout and 'Effacer les filtres' work before hydration and without JS. The
 * current choice is marked aria-current.
 */
export function SearchParamLink({
  patch,
  current,
  className,
  push,
  onClick,
  children,
}: {
  patch: Partial<ProductSearchParams>
  current?: boolean
  className?: string
  push?: boolean
  onClick?: () => void
  children: ReactNode
}) {
  return (
    <Link
      from="/search-products"
      to="/search-products"
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
