import { Disclosure, formatPrice } from 'design-system'
import * as styles from './FlightResults.css'

/** 'Meilleurs prix': static sample data (flights.md §2), not live. */
const SAMPLE = [
  ['Espagne', 89],
  ['Portugal', 95],
  ['Italie', 79],
  ['Grèce', 129],
  ['Maroc', 119],
  ['États-Unis', 389],
  ['Canada', 429],
  ['Thaïlande', 549],
] as const

export function BestPrices() {
  return (
    <Disclosure title="Meilleurs prix" level={2}>
      <ul className={styles.bestPrices}>
        {SAMPLE.map(([country, price]) => (
          <li key={country}>
            <span>{country}</span>
            <span className={styles.bestPrice}>dès {formatPrice(price)}</span>
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
