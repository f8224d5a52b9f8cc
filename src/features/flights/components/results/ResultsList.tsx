import { useEffect } from 'react'
import { Skeleton, useMediaQuery, mediaQuery } from 'design-system'
import type { Solution } from '~/api-contract/flights'
import { useWindowRows } from '~/platform/window-rows'
import { FlightCard, type Names } from './FlightCard'
import * as styles from './FlightResults.css'

/**
 * The rows the first screen can show before the list is placed (the list starts ~680 px down, a
 * row is 150 px high on a desktop, 445 on a phone): the server's later rows are laid out only
 * when they come near the viewport (`laterRow`).
 */
const FIRST_SCREEN_ROWS = 3

/**
 * The results, virtualized against the window (TanStack Virtual): only rows near the viewport
 * are mounted, so thousands of solutions scroll smoothly. The first rows render on the server
 * (initialRect), in normal flow until the client has measured them. 'Mosaïque' puts 2 cards per row from md up.
 */
export function ResultsList({
  items,
  names,
  marks,
  lowEmissionsMax,
  layout,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  items: Solution[]
  names: Names
  /** Each solution's mark out of 10, by id. */
  marks: Record<string, number>
  /** The CO₂ bound of the results' lowest third ('Émissions plus faibles'). */
  lowEmissionsMax: number | null
  layout: 'list' | 'grid'
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}) {
  const wide = useMediaQuery(mediaQuery.md, true)
  const columns = layout === 'grid' && wide ? 2 : 1
  const rowCount = Math.ceil(items.length / columns) + (hasNextPage ? 1 : 0)

  const { rows, listProps, rowProps, inFlow } = useWindowRows<HTMLOListElement>({
    count: rowCount,
    // Measured rows; estimates near the real heights keep the scrollbar steady: compact list rows on desktop.
    estimateSize: () => (layout === 'grid' ? 300 : wide ? 110 : 190),
    overscan: 4,
    gap: 12,
  })
  const last = rows.at(-1)

  useEffect(() => {
    if (last && last.index >= rowCount - 1 && hasNextPage && !isFetchingNextPage) fetchNextPage()
  }, [last, rowCount, hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <ol {...listProps} className={styles.list} aria-label="Vols">
      {rows.map((row) => {
        const start = row.index * columns
        const loader = start >= items.length
        return (
          <li
            key={row.key}
            {...rowProps(row)}
            className={inFlow && row.index >= FIRST_SCREEN_ROWS ? `${styles.row} ${styles.laterRow}` : styles.row}
            data-columns={columns}
            aria-setsize={loader ? undefined : items.length}
          >
            {loader ? (
              <div className={styles.skeletonCard} aria-hidden="true">
                <Skeleton height={24} width="60%" />
                <Skeleton height={16} width="40%" />
                <Skeleton height={40} />
              </div>
            ) : (
              items
                .slice(start, start + columns)
                .map((solution) => (
                  <FlightCard key={solution.id} solution={solution} names={names} layout={layout} mark={marks[solution.id]} lowEmissionsMax={lowEmissionsMax} />
                ))
            )}
          </li>
        )
      })}
    </ol>
  )
}
