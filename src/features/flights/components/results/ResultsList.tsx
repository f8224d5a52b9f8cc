import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Skeleton, useMediaQuery, mediaQuery } from 'design-system'
import type { Solution } from '~/api-contract/flights'
import { FlightCard, type Names } from './FlightCard'
import * as styles from './FlightResults.css'

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * The results, virtualized against the window (TanStack Virtual): only rows near the viewport
 * are mounted, so thousands of solutions scroll smoothly. The first rows render on the server
 * (initialRect), in normal flow until the client has measured them. 'Mosaïque' puts 2 cards per row from md up.
 */
export function ResultsList({
  items,
  names,
  marks,
  layout,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  items: Solution[]
  names: Names
  /** Each solution's mark out of 10, by id. */
  marks: Record<string, number>
  layout: 'list' | 'grid'
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}) {
  const listRef = useRef<HTMLOListElement>(null)
  const [offset, setOffset] = useState(0)
  // Server HTML and the first client render: rows in normal flow (no estimated positions, so
  // no overlap before the scripts run); positioned once mounted, from their measured sizes.
  const [positioned, setPositioned] = useState(false)
  const wide = useMediaQuery(mediaQuery.md, true)
  const columns = layout === 'grid' && wide ? 2 : 1
  const rowCount = Math.ceil(items.length / columns) + (hasNextPage ? 1 : 0)

  useIsomorphicLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0)
    setPositioned(true)
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    // Measured rows; estimates near the real heights keep the scrollbar steady: compact list rows on desktop.
    estimateSize: () => (layout === 'grid' ? 300 : wide ? 110 : 190),
    overscan: 4,
    scrollMargin: offset,
    // The first client render must match the server's (hydration), even if the page was
    // scrolled before the scripts ran: same rect, offset 0; real values come right after.
    initialRect: { width: 1280, height: 1000 },
    initialOffset: 0,
    gap: 12,
  })
  const rows = virtualizer.getVirtualItems()
  const last = rows.at(-1)

  useEffect(() => {
    if (last && last.index >= rowCount - 1 && hasNextPage && !isFetchingNextPage) fetchNextPage()
  }, [last, rowCount, hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <ol ref={listRef} className={styles.list} data-flow={!positioned || undefined} style={positioned ? { height: virtualizer.getTotalSize() } : undefined} aria-label="Vols">
      {rows.map((row) => {
        const start = row.index * columns
        const loader = start >= items.length
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            data-columns={columns}
            style={positioned ? { transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` } : undefined}
            aria-setsize={loader ? undefined : items.length}
          >
            {loader ? (
              <div className={styles.skeletonCard} aria-hidden="true">
                <Skeleton height={24} width="60%" />
                <Skeleton height={16} width="40%" />
                <Skeleton height={40} />
              </div>
            ) : (
              items.slice(start, start + columns).map((solution) => (
                <FlightCard key={solution.id} solution={solution} names={names} layout={layout} mark={marks[solution.id]} />
              ))
            )}
          </li>
        )
      })}
    </ol>
  )
}
