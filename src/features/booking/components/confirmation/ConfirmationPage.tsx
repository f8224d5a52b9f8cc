import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, Clock, Printer } from 'lucide-react'
import { Alert, Button, buttonClassName, formatPrice } from 'design-system'
import { openingLines, openingText } from '~/features/agencies'
import { formatUtcDateTime } from '~/lib/format'
import { confirmationQuery } from '../../booking.queries'
import { toEuros } from '../../model/money'
import { PAYMENT_METHOD_LABELS } from '../../model/payment-methods'
import { PASSENGER_TYPE_LABELS, SALUTATION_LABELS, type PassengerType } from '../../model/types'
import { orderIdParam } from '~/api-contract/ids'
import { BookingNotFound } from '../shell/BookingNotFound'
import { BookingDocuments } from './BookingDocuments'
import * as styles from './ConfirmationPage.css'

export const AWAITING_REFERENCE = 'En attente de référence dossier'

/** The confirmation (booking-and-accounts.md §2): reference, trip type, travellers, UTC times, agency with its hours, total paid; printable. */
export function ConfirmationPage({ orderId }: { orderId: string }) {
  const { data } = useSuspenseQuery(confirmationQuery(orderId))
  if (!data) return <BookingNotFound />
  if (!data.paid) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heroTitle}>Paiement non finalisé</h1>
        <Alert tone="warning">Votre commande n&apos;est pas encore réglée. Reprenez votre réservation pour choisir un moyen de paiement.</Alert>
        <div className={styles.actions}>
          <Link to="/booking/$step" params={{ step: 'summary' }} search={{ order_id: orderIdParam(orderId) }} className={buttonClassName()}>
            Reprendre ma réservation
          </Link>
        </div>
      </div>
    )
  }
  const contract = data.contract as keyof typeof PAYMENT_METHOD_LABELS | null
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="confirmation-title">
        <h1 id="confirmation-title" className={styles.heroTitle}>
          <CheckCircle2 size={32} aria-hidden="true" />
          Votre réservation est confirmée
        </h1>
        <p className={styles.reference}>
          Référence dossier : <strong>{data.reference ?? AWAITING_REFERENCE}</strong>
        </p>
        <p className={styles.muted}>
          Commande n° {data.orderId}
          {data.payer?.email ? ` · Un e-mail de confirmation a été envoyé à ${data.payer.email}` : ''}
        </p>
      </section>
      {data.reference === null ? (
        <Alert tone="info" title={AWAITING_REFERENCE}>
          Votre paiement est bien enregistré. La compagnie n&apos;a pas encore confirmé votre billet : votre agence vous communiquera la référence de votre
          dossier.
        </Alert>
      ) : null}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="confirmation-trip">
          <h2 id="confirmation-trip" className={styles.cardTitle}>
            {data.isOneWay ? 'Aller simple' : 'Aller-retour'}
          </h2>
          <ol className={styles.list}>
            {data.transports.map((t, i) => (
              <li key={i} className={styles.leg}>
                <strong>
                  {t.fromCity} ({t.from}) → {t.toCity} ({t.to})
                </strong>
                <span>
                  Vol {t.carrier} {t.flightNumber}
                </span>
                <span className={styles.times}>
                  <Clock size={14} aria-hidden="true" className={styles.timesIcon} /> Départ {formatUtcDateTime(t.start)} · Arrivée {formatUtcDateTime(t.end)}{' '}
                  (heures UTC)
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.card} aria-labelledby="confirmation-travellers">
          <h2 id="confirmation-travellers" className={styles.cardTitle}>
            Voyageurs
          </h2>
          <ul className={styles.list}>
            {data.travellers.map((t, i) => (
              <li key={i}>
                {[SALUTATION_LABELS[t.title as keyof typeof SALUTATION_LABELS], t.firstName, t.lastName].filter(Boolean).join(' ')}
                <span className={styles.muted}> · {PASSENGER_TYPE_LABELS[t.category as PassengerType] ?? t.category}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="confirmation-payment">
          <h2 id="confirmation-payment" className={styles.cardTitle}>
            Total payé
          </h2>
          <p className={styles.total}>{formatPrice(toEuros(data.totalPaidCents))}</p>
          {contract && PAYMENT_METHOD_LABELS[contract] ? <p className={styles.muted}>{PAYMENT_METHOD_LABELS[contract]}</p> : null}
          <p className={styles.muted}>Tous frais, taxes, suppléments et frais de service inclus.</p>
        </section>
        {data.agencyName ? (
          <section className={styles.card} aria-labelledby="confirmation-agency">
            <h2 id="confirmation-agency" className={styles.cardTitle}>
              Votre agence : {data.agencyName}
            </h2>
            {data.agencyData ? (
              <p className={styles.muted}>
                {data.agencyData.address}, {data.agencyData.postal_code} {data.agencyData.city} · {data.agencyData.phone}
              </p>
            ) : null}
            {data.agency ? (
              <table className={styles.hours}>
                <caption>Horaires d&apos;ouverture</caption>
                <tbody>
                  {openingLines(data.agency.agency_openings).map((line) => (
                    <tr key={line.day}>
                      <th scope="row">{line.label}</th>
                      <td>{openingText(line)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
        ) : null}
      </div>
      <div className={styles.actions}>
        {data.reference ? <BookingDocuments of={{ order_id: data.orderId }} calendar={data.transports.length > 0} /> : null}
        <Button variant="secondary" iconStart={<Printer size={18} aria-hidden="true" />} onPress={() => window.print()}>
          Imprimer
        </Button>
        <Link to="/" className={buttonClassName({ variant: 'tertiary' })}>
          Retour à l&apos;accueil
        </Link>
      </div>
    </div>
  )
}
