import { useSuspenseQuery } from '@tanstack/react-query'
import { Luggage } from 'lucide-react'
import { useMemo } from 'react'
import type { TripSummary } from '~/api-contract/trips'
import { EmptyState, formatPrice, RouterButtonLink, RouterLink } from 'design-system'
import { legLabel } from '~/lib/format'
import { legEnd, legStart, localDateTime, REQUEST_LABELS, routeLabel, splitTrips, TRIP_STATUS_LABELS, travellerNames } from '../trip-format'
import { tripsQuery } from '../trips.queries'
import * as styles from './Trips.css'

/** /client-space/trips 'Mes voyages': the signed-in user's bookings, upcoming first, then past. */
export function TripsPage() {
  const { data: trips } = useSuspenseQuery(tripsQuery())
  const { upcoming, past } = useMemo(() => splitTrips(trips), [trips])
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Mes voyages</h1>
        <p className={styles.lead}>Retrouvez vos réservations, leurs horaires et leurs documents.</p>
      </header>
      {trips.length === 0 ? (
        <EmptyState
          icon={Luggage}
          title="Aucun voyage pour le moment"
          description="Vos réservations apparaîtront ici, y compris celles faites avec votre adresse e-mail sans être connecté."
          action={
            <div className={styles.actions}>
              <RouterButtonLink to="/vol">Rechercher un vol</RouterButtonLink>
              <RouterButtonLink to="/" variant="secondary">
                Découvrir nos séjours
              </RouterButtonLink>
            </div>
          }
        />
      ) : (
        <>
          <TripSection title="À venir" trips={upcoming} empty="Aucun voyage à venir." />
          {past.length > 0 ? <TripSection title="Voyages passés" trips={past} /> : null}
        </>
      )}
    </div>
  )
}

function TripSection({ title, trips, empty }: { title: string; trips: TripSummary[]; empty?: string }) {
  const id = `trips-${title.replace(/\W+/g, '-')}`
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {trips.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {trips.map((trip) => (
            <TripRow key={trip.reference} trip={trip} />
          ))}
        </ul>
      )}
    </section>
  )
}

function TripRow({ trip }: { trip: TripSummary }) {
  return (
    <li className={styles.row} data-trip={trip.reference}>
      <div className={styles.section}>
        <h3 className={styles.rowTitle}>
          <RouterLink to="/client-space/trips/$reference" params={{ reference: trip.reference }}>
            {routeLabel(trip)}
          </RouterLink>
        </h3>
        {trip.legs.map((leg, i) => (
          <p key={i} className={styles.line}>
            {legLabel(i, trip.legs.length)} : {localDateTime(legStart(leg).local)} → {localDateTime(legEnd(leg).local)}{' '}
            <span className={styles.muted}>(heures locales)</span>
          </p>
        ))}
        <p className={styles.muted}>Voyageurs : {travellerNames(trip)}</p>
        <p className={styles.muted}>Référence : {trip.reference}</p>
      </div>
      <div className={styles.rowSide}>
        <span className={styles.badge[trip.status]}>{TRIP_STATUS_LABELS[trip.status]}</span>
        {trip.request ? <span className={styles.badge.request}>{REQUEST_LABELS[trip.request.kind]}</span> : null}
        <p className={styles.total}>
          <span className={styles.muted}>Total payé </span>
          {formatPrice(trip.total)}
        </p>
      </div>
    </li>
  )
}
