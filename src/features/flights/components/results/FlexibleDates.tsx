import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useLayoutEffect, useRef } from 'react'
import { Skeleton, formatPrice } from 'design-system'
import type { ResultsKey } from '../../flights.queries'
import { getFlexibleDates } from '../../flexible-dates.functions'
import type { FlightSearchParams } from '../../search.schema'
import { formatDayRange, formatShortDay } from '~/lib/format'
import * as styles from './FlightResults.css'

// In this lazy part (not flights.queries.ts): the call's stub stays out of /search's initial JS.
/** Cheapest price per departure day around the search (±3 days), with the URL's filters (not its sort). */
const flexibleDatesQuery = ({ orderBy: _orderBy, ...search }: ResultsKey) =>
  queryOptions({
    queryKey: ['flights', 'flexible', search],
    queryFn: () => getFlexibleDates({ data: { search: search as FlightSearchParams } }),
    staleTime: Infinity,
    // Changing a filter keeps the strip's prices on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

/**
 * ±3 days around the departure with the cheapest price of each among the flights the current
 * filters keep (so the search's day shows the list's cheapest); the cheapest day is highlighted.
 */
export function FlexibleDates({
  searchKey,
  trip,
  filtered,
  onPick,
}: {
  searchKey: ResultsKey
  /** Its shape: a round trip's days carry two dates (two lines), a one-way's one. */
  trip: keyof typeof styles.flexStripHeight
  filtered: boolean
  onPick: (departure: string, ret: string | null) => void
}) {
  const { data, isPending, isPlaceholderData } = useQuery(flexibleDatesQuery(searchKey))
  const strip = useRef<HTMLElement>(null)
  // A strip narrower than its days (a phone) scrolls itself to the search's day, centred, before
  // it is painted; the page itself does not move.
  useLayoutEffect(() => {
    const nav = strip.current
    const current = nav?.querySelector<HTMLElement>('[aria-current="date"]')
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return
    const day = current.getBoundingClientRect()
    nav.scrollLeft += day.left - nav.getBoundingClientRect().left - (nav.clientWidth - day.width) / 2
  }, [data, searchKey.departure])
  // The strip's own height (no jump when the prices arrive).
  if (isPending) return <Skeleton height="auto" radius={12} className={styles.flexSkeleton[trip]} />
  if (!data || data.length < 2) return null
  const prices = data.map((d) => d.price).filter((p): p is number => p !== null)
  const cheapest = Math.min(...prices)
  const caption = filtered ? 'Prix les plus bas par date, avec vos filtres' : 'Prix les plus bas par date de départ'
  return (
    <nav
      ref={strip}
      aria-label="Dates flexibles"
      aria-describedby="dates-flexibles-legende"
      aria-busy={isPlaceholderData || undefined}
      className={styles.flexStrip}
      data-trip={trip}
    >
      <p id="dates-flexibles-legende" className={styles.flexCaption}>
        {caption}
      </p>
      <ul className={styles.flexList} data-stale={isPlaceholderData || undefined}>
        {data.map((day) => {
          const current = day.departure === searchKey.departure
          // A round trip's day on two lines (`pre`: the outward, then the return); on a phone, one short line.
          const label = `${formatShortDay(`${day.departure}T00:00`)}${day.return ? ` -\n${formatShortDay(`${day.return}T00:00`)}` : ''}`
          const short = day.return ? formatDayRange(day.departure, day.return) : formatShortDay(`${day.departure}T00:00`)
          return (
            <li key={day.departure}>
              <button
                type="button"
                className={styles.flexDay}
                data-current={current || undefined}
                data-cheapest={(day.price !== null && day.price === cheapest) || undefined}
                aria-current={current ? 'date' : undefined}
                disabled={day.price === null}
                onClick={() => onPick(day.departure, day.return)}
              >
                <span className={styles.flexDate}>{label}</span>
                <span className={styles.flexDateShort}>{short}</span>
                <span className={styles.flexPrice}>{day.price === null ? 'Aucun vol' : formatPrice(day.price)}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
