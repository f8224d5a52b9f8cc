import { Alert, formatPrice, Price, Skeleton } from 'design-system'
import type { PartyPrice as PartyPriceData } from '~/api-contract/catalogue'
import type { Party } from '~/api-contract/party'
import { formatShortDate } from '~/lib/format'
import { partyLabel } from '../../party-param'
import * as styles from './Party.css'
import { ofPlace } from '~/lib/place-names'

export interface PartyPriceProps {
  party: Party
  /** A day chosen in the calendar (else the API priced the from-price's day). */
  chosen: boolean
  price: PartyPriceData | undefined
  error: Error | null
  isFetching: boolean
  isPending: boolean
  /** The product has departure cities (else the stay starts on the day, from nowhere). */
  withTransport: boolean
}

/**
 * The party's price as the API priced it: the total, per person, its lines by room and what it
 * includes. Every figure shown is the API's: the total is the sum of the lines listed.
 */
export function PartyPrice({ party, chosen, price, error, isFetching, isPending, withTransport }: PartyPriceProps) {
  if (error) return <Alert tone="warning">{error.message}</Alert>
  if (!price) return isPending ? <Skeleton height={120} /> : null
  const housing = price.price_type === 'byHousing'
  const unit = housing ? 'Logement' : 'Chambre'
  const who = partyLabel(party, housing ? 'logement' : 'chambre')
  // A product without transport has no departure city: its stay starts on the day.
  const city = withTransport ? ` ${ofPlace(price.departure_city.label)}` : ''
  const when = `${formatShortDate(price.date)}${city}, ${price.nights} nuits`
  return (
    <div className={styles.price} aria-live="polite" aria-busy={isFetching || undefined} data-party-price>
      <p className={styles.when}>{`${chosen ? 'Départ' : 'Au meilleur prix : départ'} le ${when}`}</p>
      <Price amount={price.total} prefix={chosen ? `Total pour ${who}` : `Pour ${who}, à partir de`} size="lg" tone="brand" align="start" />
      <p className={styles.perPerson}>{`soit ${formatPrice(price.per_person)} par personne`}</p>
      <details className={styles.details}>
        <summary className={styles.summary}>Détail du prix</summary>
        {price.rooms.map((room, i) => (
          <div key={i}>
            <p className={styles.roomName}>{price.rooms.length > 1 ? `${unit} ${i + 1} : ${room.room_type.label}` : room.room_type.label}</p>
            <ul className={styles.lines}>
              {room.lines.map((line, k) => (
                <li key={k} className={styles.line} data-amount={line.amount}>
                  <span>{line.quantity > 1 ? `${line.label} (${line.quantity} × ${formatPrice(line.unit_price)})` : line.label}</span>
                  <span className={styles.amount}>{formatPrice(line.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className={styles.total}>
          <span>Total</span>
          <span className={styles.amount}>{formatPrice(price.total)}</span>
        </p>
      </details>
      <details className={styles.details}>
        <summary className={styles.summary}>Le prix comprend</summary>
        <ul className={styles.includes}>
          {price.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
    </div>
  )
}
