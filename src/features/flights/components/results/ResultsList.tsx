import { useEffect } from 'react'
import { Skeleton, useMediaQuery, mediaQuery } from 'design-system'
import { useWindowRows } from '~/platform/window-rows'
import type { FlightSummary } from '../../flight-summary'
import { PAGE_SIZE, ROW_GAP, rowEstimate, SERVER_LIST_HEIGHT } from '../../results-paging'
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
 * (initialRect), in normal flow until the client has measured them; the server's page holds those
 * only, and the rest of the first page is fetched once the list has hydrated (its new rows below
 * the ones on screen; `data-partial` on the list until they are there). 'Mosaïque' puts 2 cards
 * per row from md up.
 */
export function ResultsList({
  items,
  names,
  lowEmissionsMax,
  layout,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  items: FlightSummary[]
  names: Names
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
    estimateSize: () => rowEstimate(layout, wide),
    overscan: 4,
    gap: ROW_GAP,
    firstScreen: SERVER_LIST_HEIGHT,
  })
  const last = rows.at(-1)
  // The server's short first page (the cards it showed): the rest of the page, now the list is live.
  const partial = hasNextPage && items.length < PAGE_SIZE

  useEffect(() => {
    if (((last && last.index >= rowCount - 1) || partial) && hasNextPage && !isFetchingNextPage) fetchNextPage()
  }, [last, rowCount, partial, hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <ol {...listProps} className={styles.list} aria-label="Vols" data-partial={partial || undefined}>
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
                .map((flight) => <FlightCard key={flight.id} flight={flight} names={names} layout={layout} lowEmissionsMax={lowEmissionsMax} />)
            )}
          </li>
        )
      })}
    </ol>
  )
}
