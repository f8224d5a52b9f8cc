import { useQuery } from '@tanstack/react-query'
import { Skeleton, formatPrice } from 'design-system'
import { flexibleDatesQuery, type ResultsKey } from '../../flights.queries'
import { formatShortDay } from '~/lib/format'
import * as styles from './FlightResults.css'

/** ±3 days around the departure with the cheapest price of each; the cheapest is highlighted. */
export function FlexibleDates({ searchKey, onPick }: { searchKey: ResultsKey; onPick: (departure: string, ret: string | null) => void }) {
  const { data, isPending } = useQuery(flexibleDatesQuery(searchKey))
  // The strip's own height (no jump when the prices arrive).
  if (isPending) return <Skeleton height={80} radius={12} />
  if (!data || data.length < 2) return null
  const prices = data.map((d) => d.price).filter((p): p is number => p !== null)
  const cheapest = Math.min(...prices)
  return (
    <nav aria-label="Dates flexibles" className={styles.flexStrip}>
      <ul className={styles.flexList}>
        {data.map((day) => {
          const current = day.departure === searchKey.departure
          const label = `${formatShortDay(`${day.departure}T00:00`)}${day.return ? ` - ${formatShortDay(`${day.return}T00:00`)}` : ''}`
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
                <span className={styles.flexPrice}>{day.price === null ? 'Aucun vol' : formatPrice(day.price)}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
