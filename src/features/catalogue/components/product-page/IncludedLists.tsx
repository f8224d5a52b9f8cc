import { Check, X } from 'lucide-react'
import type { Product } from '~/api-contract/catalogue'
import * as styles from './ProductPage.css'
import * as content from './ProductContent.css'

/** 'Ce que comprend le prix': the 'Inclus' and 'Non inclus' lists, when the product gives them. */
export function IncludedLists({ included = [], notIncluded = [] }: { included?: Product['included']; notIncluded?: Product['not_included'] }) {
  if (!included.length && !notIncluded.length) return null
  return (
    <section className={styles.section} aria-labelledby="inclus-titre">
      <h2 id="inclus-titre" className={styles.sectionTitle}>
        Ce que comprend le prix
      </h2>
      <div className={content.columns}>
        {included.length ? (
          <div>
            <h3 id="inclus" className={content.listTitle}>
              Inclus
            </h3>
            <ul className={content.list} aria-labelledby="inclus">
              {included.map((item) => (
                <li key={item} className={content.item}>
                  <Check size={18} aria-hidden="true" className={content.iconYes} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {notIncluded.length ? (
          <div>
            <h3 id="non-inclus" className={content.listTitle}>
              Non inclus
            </h3>
            <ul className={content.list} aria-labelledby="non-inclus">
              {notIncluded.map((item) => (
                <li key={item} className={content.item}>
                  <X size={18} aria-hidden="true" className={content.iconNo} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
