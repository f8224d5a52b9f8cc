import { useId } from 'react'
import * as styles from './PreviousFilters.css'

/** The results' 'Filtres précédents' block, a placeholder in the specs (flights and holidays alike). */
export function PreviousFilters() {
  const id = useId()
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        Filtres précédents
      </h3>
      <p className={styles.note}>Vos derniers filtres apparaîtront ici.</p>
    </section>
  )
}
