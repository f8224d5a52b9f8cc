import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { mediaQuery, useMediaQuery } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { SENTINEL_ROOT_MARGIN, SENTINEL_THRESHOLD } from '../../constants'
import type { ProductSearchParams } from '../../search.schema'
import { ProductCard, ProductCardSkeleton } from '../product-card/ProductCard'
import * as styles from './ProductResults.css'

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** Measured row sizes per search and layout, so Back restores the scroll position exactly. */
const measurements = new Map<string, VirtualItem[]>()

/** Columns of 'Mosaïque': 1, 2 or 3 by width (§2.14); 'Liste': 1. */
function useColumns(layout: 'grid' | 'list') {
  const two = useMediaQuery(mediaQuery.sm, true)
  const three = useMediaQuery(mediaQuery.lg, true)
  if (layout === 'list') return 1
  return three ? 3 : two ? 2 : 1
}

export interface ResultsListProps {
  items: Product[]
  layout: 'grid' | 'list'
  search: Partial<ProductSearchParams>
  /** Identifies the search (restores measured sizes on Back). */
  cacheKey: string
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

/**
 * The results, virtualized against the window (TanStack Virtual): only rows near the viewport
 * are mounted, so thousands of products scroll smoothly. The first rows render on the server
 * (initialRect) in normal flow until measured. An IntersectionObserver sentinel (100px margin,
 * threshold 0.1) below the list asks for the next page, once per fetch.
 */
export function ResultsList({ items, layout, search, cacheKey, hasNextPage, isFetchingNextPage, fetchNextPage }: ResultsListProps) {
  const listRef = useRef<HTMLOListElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const [offset, setOffset] = useState(0)
  const [positioned, setPositioned] = useState(false)
  const columns = useColumns(layout)
  const rowCount = Math.ceil(items.length / columns)
  const measureKey = `${cacheKey}|${layout}|${columns}`

  useIsomorphicLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0)
    setPositioned(true)
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => (layout === 'list' ? 280 : 480),
    overscan: 3,
    scrollMargin: offset,
    gap: 16,
    // The first client render matches the server's (hydration): same rect, offset 0.
    initialRect: { width: 1280, height: 1000 },
    initialOffset: 0,
    initialMeasurementsCache: measurements.get(measureKey),
  })

  // Keep the measured sizes for this search (Back restores the scroll position on them).
  useEffect(() => () => void measurements.set(measureKey, virtualizer.measurementsCache), [measureKey, virtualizer])

  // Infinite scroll: one request per time the sentinel comes into view.
  const fetching = useRef(false)
  useEffect(() => {
    fetching.current = isFetchingNextPage
  }, [isFetchingNextPage])
  useEffect(() => {
    const el = sentinelRef.current
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !fetching.current) {
          fetching.current = true
          fetchNextPage()
        }
      },
      { rootMargin: SENTINEL_ROOT_MARGIN, threshold: SENTINEL_THRESHOLD },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasNextPage, fetchNextPage, items.length])

  const rows = virtualizer.getVirtualItems()
  return (
    <>
      <ol
        ref={listRef}
        className={styles.list}
        data-flow={!positioned || undefined}
        data-layout={layout}
        style={positioned ? { height: virtualizer.getTotalSize() } : undefined}
        aria-label="Offres"
      >
        {rows.map((row) => {
          const start = row.index * columns
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              data-columns={columns}
              style={positioned ? { transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` } : undefined}
            >
              {items.slice(start, start + columns).map((product) => (
                <ProductCard key={product.product_id} product={product} search={search} layout={layout} />
              ))}
            </li>
          )
        })}
      </ol>
      {isFetchingNextPage ? (
        <div className={styles.skeletonRow} data-columns={columns} role="status" aria-label="Chargement d'autres offres">
          {Array.from({ length: columns }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : null}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </>
  )
}
