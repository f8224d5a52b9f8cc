import type { TripDetail, TripFlight } from '~/api-contract/trips'
import { legLabel } from '~/lib/format'
import { localDateTime, utcDateTime } from '../trip-format'
import * as styles from './Trips.css'

/** The itinerary: each flight with its local times and the UTC times side by side. */
export function Itinerary({ trip }: { trip: TripDetail }) {
  return (
    <section className={styles.card} aria-labelledby="trip-itinerary">
      <h2 id="trip-itinerary" className={styles.sectionTitle}>
        Itinéraire
      </h2>
      {trip.legs.map((leg, i) => (
        <section key={i} className={styles.section} aria-label={legLabel(i, trip.legs.length)}>
          <h3 className={styles.rowTitle}>{legLabel(i, trip.legs.length)}</h3>
          {leg.flights.map((flight) => (
            <Flight key={`${flight.carrier}${flight.flight_number}${flight.departure.utc}`} flight={flight} />
          ))}
        </section>
      ))}
    </section>
  )
}

function Flight({ flight }: { flight: TripFlight }) {
  const train = flight.equipment === 'TRN'
  return (
    <div className={styles.flight}>
      <p className={styles.line}>
        <strong>
          {train ? 'Train' : 'Vol'} {flight.carrier}
          {flight.flight_number}
        </strong>{' '}
        · {flight.carrier_name} · durée {flight.duration.replace(':', ' h ')}
      </p>
      <dl className={styles.times}>
        <Place label="Départ" place={flight.departure} />
        <Place label="Arrivée" place={flight.arrival} />
      </dl>
    </div>
  )
}

function Place({ label, place }: { label: string; place: TripFlight['departure'] }) {
  return (
    <div>
      <dt className={styles.term}>
        {label} : {place.city_name}, {place.airport_name} ({place.airport}){place.terminal ? `, terminal ${place.terminal}` : ''}
      </dt>
      <dd className={styles.detail}>
        <span>{localDateTime(place.local)} (heure locale)</span>
        <br />
        <span className={styles.muted}>{utcDateTime(place.utc)}</span>
      </dd>
    </div>
  )
}
