import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components'
import { buttonClassName, formatPrice } from 'design-system'
import type { FlightSearchParams } from '../../search.schema'
import { searchToward, type Destination, type KnownPlaces } from '../../search-url'
import * as styles from './BestPrices.css'

/** 'Meilleurs prix': static sample data (flights.md §2), not live; each country is searched by one of its cities. */
const SAMPLE: ReadonlyArray<readonly [country: string, city: Destination, price: number]> = [
  ['Espagne', { code: 'BCN', name: 'Barcelone', countryCode: 'ES' }, 89],
  ['Portugal', { code: 'LIS', name: 'Lisbonne', countryCode: 'PT' }, 95],
  ['Italie', { code: 'ROM', name: 'Rome', countryCode: 'IT' }, 79],
  ['Grèce', { code: 'ATH', name: 'Athènes', countryCode: 'GR' }, 129],
  ['Maroc', { code: 'RAK', name: 'Marrakech', countryCode: 'MA' }, 119],
  ['États-Unis', { code: 'NYC', name: 'New York', countryCode: 'US' }, 389],
  ['Canada', { code: 'YMQ', name: 'Montréal', countryCode: 'CA' }, 429],
  ['Thaïlande', { code: 'BKK', name: 'Bangkok', countryCode: 'TH' }, 549],
]

/**
 * 'Meilleurs prix', collapsed: a compact toggle beside the results' count; each entry is a link
 * that searches its city with the current search's origin, dates and passengers.
 */
export function BestPrices({ params, known }: { params: FlightSearchParams; known?: KnownPlaces }) {
  const entries = SAMPLE.flatMap(([country, city, price]) => {
    const search = searchToward(params, known, city)
    return search ? [{ country, city, price, search }] : []
  })
  if (entries.length === 0) return null
  return (
    <Disclosure className={styles.disclosure}>
      <Heading level={2} className={styles.heading}>
        <Button slot="trigger" className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${styles.trigger}`}>
          Meilleurs prix
          <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <ul className={styles.list}>
          {entries.map(({ country, city, price, search }) => (
            <li key={city.code}>
              {/* Spaces between the parts: the link's accessible name reads them apart. */}
              <Link to="/search" search={search} className={styles.entry}>
                <span className={styles.country}>{country}</span> <span className={styles.city}>{city.name}</span>{' '}
                <span className={styles.price}>dès {formatPrice(price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  )
}
