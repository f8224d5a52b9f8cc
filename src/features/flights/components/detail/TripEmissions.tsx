import { Leaf } from 'lucide-react'
import type { Solution } from '~/api-contract/flights'
import { EMISSIONS_METHOD, formatCo2, routesCo2, solutionCo2 } from '../../emissions'
import { routeLabel } from '../results/FlightCard'
import * as styles from './FlightDetailPanel.css'

/** The detail panel's 'Émissions de CO₂': per passenger for the trip, each way's share, and how it is estimated. */
export function TripEmissions({ solution }: { solution: Solution }) {
  const total = solutionCo2(solution)
  if (total === null) return null
  const ways = solution.routes.length
  return (
    <section className={styles.block} aria-labelledby="emissions">
      <h3 id="emissions" className={styles.blockTitle}>
        Émissions de CO₂
      </h3>
      <p className={styles.co2Total}>
        <Leaf size={16} aria-hidden="true" />
        <span>
          Environ <strong>{formatCo2(total)}</strong> par passager pour ce voyage
        </span>
      </p>
      {ways > 1 ? (
        <ul className={styles.services}>
          {solution.routes.map((route, i) => (
            <li key={route.id} data-included="">
              {routeLabel(i, ways)} : {formatCo2(routesCo2([route]) ?? 0)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.note}>{EMISSIONS_METHOD}</p>
    </section>
  )
}
