import { ArrowRight, ArrowLeftRight, Users } from 'lucide-react'
import { Suspense, useState } from 'react'
import { Button, Skeleton } from 'design-system'
import { TripDetails } from '~/features/flights/lazy'
import { formatDayMonthDash } from '~/lib/format'
import type { BookingView } from '../../model/types'
import { Drawer } from './LazyDialogs'
import * as styles from './BookingShell.css'

export function tripDates(trip: BookingView['trip']): string {
  return trip.returnDate
    ? `Du ${formatDayMonthDash(trip.departureDate)} au ${formatDayMonthDash(trip.returnDate)}`
    : `Le ${formatDayMonthDash(trip.departureDate)}`
}

export function travellersText(counts: BookingView['counts']): string {
  const n = counts.adults + counts.childrens + counts.infants
  return `${n} voyageur${n > 1 ? 's' : ''}`
}

/** The selected flight: from/to with codes, dates, travellers, 'Voir le détail du vol'. */
export function FlightBar({ view }: { view: BookingView }) {
  const [open, setOpen] = useState(false)
  const { trip } = view
  const Arrow = trip.returnDate ? ArrowLeftRight : ArrowRight
  return (
    <section className={styles.flightBar} aria-label="Vol sélectionné">
      <p className={styles.flightRoute}>
        <span>
          {trip.from.city} <span className={styles.code}>({trip.from.code})</span>
        </span>
        <Arrow size={18} aria-label={trip.returnDate ? 'aller-retour' : 'vers'} />
        <span>
          {trip.to.city} <span className={styles.code}>({trip.to.code})</span>
        </span>
      </p>
      <p className={styles.flightMeta}>
        <span>{tripDates(trip)}</span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <Users size={14} aria-hidden="true" /> {travellersText(view.counts)}
        </span>
        <span>Commande n° {view.orderId}</span>
      </p>
      <Button variant="ghost" size="sm" className={styles.pushEnd} onPress={() => setOpen(true)}>
        Voir le détail du vol
      </Button>
      <Drawer
        isOpen={open}
        onOpenChange={setOpen}
        placement="right"
        size="detail"
        title={`${trip.from.city} (${trip.from.code}) → ${trip.to.city} (${trip.to.code})`}
      >
        <Suspense fallback={<Skeleton height={200} />}>
          <TripDetails solution={view.solution} names={view.names} />
        </Suspense>
      </Drawer>
    </section>
  )
}
