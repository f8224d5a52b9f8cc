import { Skeleton } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import type { ProductPageSearch } from '../../search.schema'
// The styles of the lazily loaded page, in the route's CSS (server HTML styled at once).
import './ProductPage.css'
import './Party.css'
import './Gallery.css'
import './ProductContent.css'
import './Reviews.css'
import './Place.css'
import '../product-card/ProductCard.css'
import '../search-bar/SearchBar.css'

/**
 * The product page loads after the route's code (gallery, price calendar, react-aria
 * selects): the server renders it in full from the loader's data; a click made before it
 * hydrates is replayed (ClickReplay).
 */
const ProductPageBody = serverRenderedLazy(() => import('./ProductPageBody'))

/** /product/{slug}: see ProductPageBody. */
export function ProductPage({ product, search }: { product: Product; search: ProductPageSearch }) {
  return (
    <ClickReplay fallback={<Skeleton height={800} radius={12} />}>
      <ProductPageBody product={product} search={search} />
    </ClickReplay>
  )
}
