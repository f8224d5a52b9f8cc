import { dayOffset, formatMinutes, stopsLabel, timeOf } from '~/features/flights'
import { formatShortDay, legLabel } from '~/lib/format'
import type { BookingView } from '../../model/types'
import * as shell from '../shell/BookingShell.css'
import * as styles from './steps.css'

/** Before paying, the flights being bought: each way's day, times and airports (local), stops, duration and airline. */
export function ItineraryRecap({ view }: { view: BookingView }) {
  const { routes } = view.solution
  const place = (code: string) => {
    const p = view.names.places[code]
    return p ? `${p.name} (${code})` : code
  }
  return (
    <section className={shell.section} aria-labelledby="summary-itinerary">
      <h2 id="summary-itinerary" className={shell.sectionTitle}>
        Itinéraire
      </h2>
      <dl className={styles.summaryList}>
        {routes.map((route, i) => {
          const first = route.segments[0]!
          const last = route.segments.at(-1)!
          const days = dayOffset(first.departureDateTime, last.arrivalDateTime)
          const stops = route.segments.slice(0, -1).map((s) => view.names.places[s.arrival]?.city ?? s.arrival)
          return (
            <div key={route.id}>
              <dt>
                {legLabel(i, routes.length)}, {formatShortDay(first.departureDateTime.slice(0, 10))}
              </dt>
              <dd>
                {timeOf(first.departureDateTime)} {place(first.departure)} → {timeOf(last.arrivalDateTime)}
                {days > 0 ? ` (J+${days})` : ''} {place(last.arrival)}
                <br />
                {stopsLabel(route.stopNumber)}
                {stops.length ? ` (${stops.join(', ')})` : ''} · {formatMinutes(route.travelTime)} · {view.names.airlines[route.carrier]?.name ?? route.carrier}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
