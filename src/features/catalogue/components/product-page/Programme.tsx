import { Anchor } from 'lucide-react'
import type { Product } from '~/api-contract/catalogue'
import * as styles from './ProductPage.css'
import * as content from './ProductContent.css'

/**
 * 'Programme jour par jour' of a tour; 'Itinéraire et escales' of a cruise, its ports of call
 * (between embarkation and disembarkation) listed first.
 */
export function Programme({ days = [], cruise }: { days?: Product['programme']; cruise: boolean }) {
  if (!days.length) return null
  const ports = [...new Set(days.slice(1, -1).flatMap((d) => (d.port_of_call ? [d.port_of_call] : [])))]
  return (
    <section className={styles.section} aria-labelledby="programme-titre">
      <h2 id="programme-titre" className={styles.sectionTitle}>
        {cruise ? 'Itinéraire et escales' : 'Programme jour par jour'}
      </h2>
      {cruise && ports.length ? (
        <p className={content.port}>
          <Anchor size={16} aria-hidden="true" />
          {`Escales : ${ports.join(', ')}`}
        </p>
      ) : null}
      <ol className={content.days}>
        {days.map((d) => (
          <li key={d.day} className={content.day}>
            <span className={content.dayNumber} aria-hidden="true">
              {d.day}
            </span>
            <h3 className={content.dayTitle}>{`Jour ${d.day} · ${d.title}`}</h3>
            <p className={content.dayText}>{d.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
