import type { ReactNode } from 'react'
import type { TripDetail, TripRequestKind } from '~/api-contract/trips'
import { Button, formatPrice } from 'design-system'
import { openingLines, openingText } from '~/features/agencies'
import { PASSENGER_TYPE_LABELS, PAYMENT_METHOD_LABELS, scheduleLines } from '~/features/booking'
import { formatSlashDate } from '~/lib/format'
import { formatPhone } from '~/lib/phone'
import { REQUEST_LABELS, routeLabel, TRIP_STATUS_LABELS } from '../trip-format'
import { Itinerary } from './Itinerary'
import * as styles from './Trips.css'

export interface TripViewProps {
  trip: TripDetail
  /** Opens the confirm dialog of a request ('Demander une annulation' / 'une modification'). */
  onRequest: (kind: TripRequestKind) => void
  /** More actions on the booking (its documents), in the actions area. */
  actions?: ReactNode
}

/** A booking's page: status, actions, itinerary (local and UTC times), travellers, payer, options, payment, agency. */
export function TripView({ trip, onRequest, actions }: TripViewProps) {
  const closed = trip.status === 'cancelled'
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{routeLabel(trip)}</h1>
        <p className={styles.lead}>
          Référence de réservation : <strong>{trip.reference}</strong>
        </p>
        <p className={styles.actions}>
          <span className={styles.badge[trip.status]}>{TRIP_STATUS_LABELS[trip.status]}</span>
          {trip.request ? (
            <span className={styles.badge.request}>
              {REQUEST_LABELS[trip.request.kind]} (envoyée le {formatSlashDate(trip.request.requested_at.slice(0, 10))})
            </span>
          ) : null}
        </p>
      </header>
      <div className={styles.actions} data-trip-actions>
        {actions}
        <Button variant="secondary" isDisabled={closed} onPress={() => onRequest('modification')}>
          Demander une modification
        </Button>
        <Button variant="secondary" isDisabled={closed} onPress={() => onRequest('cancellation')}>
          Demander une annulation
        </Button>
      </div>
      <Itinerary trip={trip} />
      <div className={styles.cards}>
        <Card id="trip-travellers" title="Voyageurs">
          <ul className={styles.list}>
            {trip.travellers.map((t, i) => (
              <li key={i} className={styles.line}>
                {t.first_name} {t.last_name} <span className={styles.muted}>({PASSENGER_TYPE_LABELS[t.category]})</span>
              </li>
            ))}
          </ul>
        </Card>
        {trip.payer ? (
          <Card id="trip-payer" title="Payeur">
            <p className={styles.line}>
              {trip.payer.first_name} {trip.payer.last_name}
            </p>
            <p className={styles.muted}>{trip.payer.email}</p>
            <p className={styles.muted}>{formatPhone('', trip.payer.phone)}</p>
          </Card>
        ) : null}
        <Card id="trip-fare" title={`Tarif ${trip.conditions.fare_name} et bagages`}>
          <ul className={styles.list}>
            {trip.conditions.baggage.map((b) => (
              <li key={b.name} className={styles.line}>
                {b.name} : {b.included ? 'inclus' : 'non inclus'}
              </li>
            ))}
            <li className={styles.line}>Modification : {trip.conditions.changeable ? 'possible' : 'non autorisée'}</li>
            <li className={styles.line}>Remboursement : {trip.conditions.refundable ? 'possible' : 'non remboursable'}</li>
          </ul>
        </Card>
        <Card id="trip-options" title="Options et assurance">
          {trip.options.length === 0 && !trip.insurance ? <p className={styles.muted}>Aucune option ni assurance.</p> : null}
          <ul className={styles.list}>
            {trip.options.map((o, i) => (
              <li key={i} className={styles.line}>
                {o.name}
                {o.traveller ? ` (${o.traveller})` : ''} : {o.price > 0 ? formatPrice(o.price) : 'inclus'}
              </li>
            ))}
            {trip.insurance ? (
              <li className={styles.line}>
                {trip.insurance.title} : {formatPrice(trip.insurance.price)}
              </li>
            ) : null}
          </ul>
        </Card>
        <PaymentCard trip={trip} />
        <AgencyCard trip={trip} />
      </div>
    </div>
  )
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function PaymentCard({ trip }: { trip: TripDetail }) {
  const payment = trip.payment
  return (
    <Card id="trip-payment" title="Paiement">
      <p className={styles.total}>Total payé : {formatPrice(trip.total)}</p>
      {payment ? (
        <>
          <p className={styles.line}>Moyen de paiement : {PAYMENT_METHOD_LABELS[payment.contract as keyof typeof PAYMENT_METHOD_LABELS] ?? payment.contract}</p>
          {payment.instalments.length > 0 ? (
            <table>
              <caption className={styles.muted}>Échéancier</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Montant</th>
                </tr>
              </thead>
              <tbody>
                {scheduleLines(payment.instalments).map((line) => (
                  <tr key={line.date}>
                    <td>{line.date}</td>
                    <td>{line.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </Card>
  )
}

function AgencyCard({ trip }: { trip: TripDetail }) {
  const agency = trip.agency
  if (!agency) return null
  return (
    <Card id="trip-agency" title="Votre agence">
      <address className={styles.line} style={{ fontStyle: 'normal' }}>
        <strong>{agency.name}</strong>
        <br />
        {agency.address}, {agency.postal_code} {agency.city}
        <br />
        Téléphone : <a href={`tel:${agency.phone.replace(/\s/g, '')}`}>{agency.phone}</a>
        {agency.email ? (
          <>
            <br />
            E-mail : <a href={`mailto:${agency.email}`}>{agency.email}</a>
          </>
        ) : null}
      </address>
      <dl className={styles.facts}>
        {openingLines(agency.openings).map((line) => (
          <div key={line.day} style={{ display: 'contents' }}>
            <dt className={styles.term}>{line.label}</dt>
            <dd className={styles.detail}>{openingText(line)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
