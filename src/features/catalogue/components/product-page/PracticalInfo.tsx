import { useQuery } from '@tanstack/react-query'
import type { Product } from '~/api-contract/catalogue'
import { formalitiesQuery, productCountry } from '../../catalogue.queries'
import * as styles from './ProductPage.css'
import * as place from './Place.css'

/**
 * 'Infos pratiques': the formalities of the product's area when it has its own, else of its
 * country (the pages API, read by the loader on the server), with what applies to children; a short note when there are none to
 * show. Left out when the product names no country.
 */
export function PracticalInfo({ product }: { product: Pick<Product, 'parent_destinations'> }) {
  const country = productCountry(product)
  const { data: page } = useQuery(formalitiesQuery(country))
  if (!country) return null
  return (
    <section className={styles.section} aria-labelledby="infos-pratiques-titre">
      <h2 id="infos-pratiques-titre" className={styles.sectionTitle}>
        Infos pratiques
      </h2>
      <h3 className={place.subTitle}>{page?.title ?? 'Formalités'}</h3>
      {page ? (
        <>
          {/* Sanitised on the server (content-pages/sanitize.server.ts). */}
          <div className={place.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
          {page.childrenHtml ? (
            <>
              <h4 className={place.minorTitle}>Enfants mineurs</h4>
              <div className={place.prose} dangerouslySetInnerHTML={{ __html: page.childrenHtml }} />
            </>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>{`${country.label} : les formalités ne sont pas disponibles pour le moment, votre agence vous les indiquera.`}</p>
      )}
    </section>
  )
}
