import { Skeleton } from 'design-system'
import * as styles from './FlightResults.css'

/** The flexible-dates strip's place while it loads: its height by trip and screen (the strip's own). */
export function FlexibleDatesSkeleton({ trip }: { trip: keyof typeof styles.flexStripHeight }) {
  return <Skeleton height="auto" radius={12} className={styles.flexSkeleton[trip]} />
}
