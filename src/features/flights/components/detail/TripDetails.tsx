import type { Solution } from '~/api-contract/flights'
import { Accordion } from 'design-system'
import type { Names } from '../results/FlightCard'
import { RouteDetail, Services } from './FlightDetailPanel'
import * as styles from './FlightDetailPanel.css'

/** A chosen solution's routes and services, as in the detail panel (the booking's 'Voir le détail du vol'). */
export function TripDetails({ solution, names }: { solution: Solution; names: Names }) {
  return (
    <div className={styles.content}>
      <section aria-labelledby="details-voyage">
        <h3 id="details-voyage" className={styles.blockTitle}>
          Détails du voyage
        </h3>
        <Accordion allowsMultipleExpanded defaultExpandedKeys={solution.routes.map((r) => r.id)}>
          {solution.routes.map((route, i) => (
            <RouteDetail key={route.id} route={route} index={i} total={solution.routes.length} names={names} />
          ))}
        </Accordion>
      </section>
      <Services solution={solution} />
    </div>
  )
}

export default TripDetails
