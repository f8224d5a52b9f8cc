import { useQuery, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { Eye, Heart } from 'lucide-react'
import { EmptyState, RouterButtonLink } from 'design-system'
import { ProductCard, ProductCardSkeleton, productsByIdsQuery } from '~/features/catalogue'
import { PRODUCT_LISTS, sortedIds } from './loaders'
import * as styles from './ClientSpace.css'

const PAGES = {
  favorites: {
    title: 'Mes produits favoris',
    lead: 'Les séjours que vous avez ajoutés à vos favoris. Touchez le cœur pour en retirer un.',
    empty: 'Aucun produit favori',
    emptyText: 'Touchez le cœur d’un séjour pour le retrouver ici.',
    icon: Heart,
  },
  viewed: {
    title: 'Produits consultés',
    lead: 'Les séjours que vous avez consultés récemment.',
    empty: 'Aucun produit consulté',
    emptyText: 'Les séjours que vous consultez s’afficheront ici.',
    icon: Eye,
  },
} as const

/**
 * /client-space/favorites and /client-space/viewed: the catalogue's product cards for the ids of
 * the list (products-by-ids), newest first; the heart removes a favourite; an empty state leads
 * to the catalogue.
 */
export function ProductListPage({ kind }: { kind: keyof typeof PAGES }) {
  const page = PAGES[kind]
  const { data: entries } = useSuspenseQuery(
    PRODUCT_LISTS[kind]() as UseSuspenseQueryOptions<readonly { product_id: number }[], Error, readonly { product_id: number }[], readonly string[]>,
  )
  // A removed favourite leaves at once: the list follows the favourites query.
  const ids = entries.map((e) => e.product_id)
  const products = useQuery(productsByIdsQuery(sortedIds(ids)))
  const byId = new Map(products.data?.map((p) => [p.product_id, p]))
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{page.title}</h1>
        <p className={styles.lead}>{page.lead}</p>
      </header>
      {ids.length === 0 ? (
        <EmptyState
          icon={page.icon}
          title={page.empty}
          description={page.emptyText}
          action={
            <RouterButtonLink to="/search-products" variant="primary">
              Découvrir nos séjours
            </RouterButtonLink>
          }
        />
      ) : (
        <ul className={styles.grid} aria-label={page.title} aria-busy={products.isPending || undefined}>
          {ids.map((id) => {
            const product = byId.get(id)
            if (products.isSuccess && !product) return null
            return <li key={id}>{product ? <ProductCard product={product} headingLevel={2} /> : <ProductCardSkeleton />}</li>
          })}
        </ul>
      )}
      {products.isError ? <p className={styles.muted}>Les séjours n&apos;ont pas pu être chargés. Veuillez réessayer plus tard.</p> : null}
    </>
  )
}
