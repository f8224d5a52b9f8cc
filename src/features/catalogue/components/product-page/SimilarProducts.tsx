import { useQuery } from '@tanstack/react-query'
import type { Product } from '~/api-contract/catalogue'
import { similarProductsQuery } from '../../catalogue.queries'
import { mainDestination } from '../../product-format'
import type { ProductSearchParams } from '../../search.schema'
import { ProductCard, ProductCardSkeleton } from '../product-card/ProductCard'
import * as styles from './ProductPage.css'

/** 'Offres similaires': other products of the same destination. */
export function SimilarProducts({ product, search }: { product: Product; search: Partial<ProductSearchParams> }) {
  const similar = useQuery(similarProductsQuery(mainDestination(product)?.code, product.product_id))
  if (similar.isError || (similar.data && similar.data.length === 0)) return null
  return (
    <section className={styles.section} aria-labelledby="similaires-titre">
      <h2 id="similaires-titre" className={styles.sectionTitle}>
        Offres similaires
      </h2>
      <ul className={styles.similar}>
        {similar.data
          ? similar.data.slice(0, 4).map((p) => (
              <li key={p.product_id}>
                <ProductCard product={p} search={search} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}
