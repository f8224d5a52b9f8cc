import type { VirtualItem } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { mediaQuery, useMediaQuery } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { useWindowRows } from '~/platform/window-rows'
import { SENTINEL_ROOT_MARGIN, SENTINEL_THRESHOLD } from '../../constants'
import type { ProductSearchParams } from '../../search.schema'
import { ProductCard, ProductCardSkeleton } from '../product-card/ProductCard'
import { CompareToggle } from '../compare/CompareToggle'
import * as styles from './ProductResults.css'

/** Measured row sizes per search and layout, so Back restores the scroll position exactly. */
const measurements = new Map<string, VirtualItem[]>()

/**
 * Columns of 'Mosaïque': 1, 2 or 3 by width (§2.14); 'Liste': 1. The server groups by the widest
 * (`server`); a row's CSS stacks its cards on a narrower screen.
 */
function useColumns(layout: 'grid' | 'list') {
  const two = useMediaQuery(mediaQuery.sm, true)
  const three = useMediaQuery(mediaQuery.lg, true)
  if (layout === 'list') return { now: 1, server: 1 }
  return { now: three ? 3 : two ? 2 : 1, server: 3 }
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
  /** The products chosen to compare, and how to add or remove one. */
  compare: { ids: readonly number[]; full: boolean; toggle: (productId: number) => void }
}

/**
 * The results, virtualized against the window (TanStack Virtual): only rows near the viewport
 * are mounted, so thousands of products scroll smoothly. The first rows render on the server
 * (initialRect) in normal flow until measured. An IntersectionObserver sentinel (100px margin,
 * threshold 0.1) below the list asks for the next page, once per fetch.
 */
export function ResultsList({ items, layout, search, cacheKey, hasNextPage, isFetchingNextPage, fetchNextPage, compare }: ResultsListProps) {
  const sentinelRef = useRef<HTMLDivElement>(null)
  const { now, server } = useColumns(layout)
  const flowHeights = useRef<number[]>([])
  const measureKey = `${cacheKey}|${layout}|${now}`

  // Until the rows are placed, the server's rows as they were (a phone's single column regrouped
  // them into fewer cards, and the page shrank under a visitor who had scrolled down).
  const { virtualizer, rows, listProps, rowProps, inFlow } = useWindowRows<HTMLOListElement>({
    count: Math.ceil(items.length / now),
    flowCount: Math.ceil(items.length / server),
    // A card laid out by the server starts at its height there (the largest of a row's): nothing
    // under a visitor who scrolled before the rows were placed moves.
    estimateSize: (index) => {
      const known = flowHeights.current.slice(index * now, (index + 1) * now)
      return known.length ? Math.max(...known) : layout === 'list' ? 280 : 480
    },
    overscan: 3,
    gap: 16,
    initialMeasurementsCache: measurements.get(measureKey),
  })

  // The first rows' cards (still in flow at mount, before the rows are placed), measured once.
  useLayoutEffect(() => {
    flowHeights.current = Array.from(listProps.ref.current?.querySelectorAll(':scope > li > article') ?? [], (card) => card.getBoundingClientRect().height)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, [])

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

  const columns = inFlow ? server : now
  return (
    <>
      <ol {...listProps} className={styles.list} data-layout={layout} aria-label="Offres">
        {rows.map((row) => {
          const start = row.index * columns
          return (
            <li key={row.key} {...rowProps(row)} className={styles.row} data-columns={columns}>
              {items.slice(start, start + columns).map((product) => {
                const compared = compare.ids.includes(product.product_id)
                return (
                  <ProductCard
                    key={product.product_id}
                    product={product}
                    search={search}
                    layout={layout}
                    compared={compared}
                    compareToggle={
                      <CompareToggle title={product.title} selected={compared} full={compare.full} onChange={() => compare.toggle(product.product_id)} />
                    }
                  />
                )
              })}
            </li>
          )
        })}
      </ol>
      {isFetchingNextPage ? (
        <div className={styles.skeletonRow} data-columns={now} role="status" aria-label="Chargement d'autres offres">
          {Array.from({ length: now }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : null}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </>
  )
}
