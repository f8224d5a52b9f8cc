import { Skeleton } from 'design-system'
import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import type { ProductSearchParams } from '../../search.schema'
// The styles of the lazily loaded page, in the route's CSS so the server HTML is styled
// before its chunk arrives.
import './ProductResults.css'
import '../product-card/ProductCard.css'
import './Filters.css'
import '../compare/CompareBar.css'

/**
 * The results page loads after the page's own code (cards with their carousels, toolbar,
 * filters: react-aria, Virtual): the server renders it in full from the loader's data, links
 * work at once, and a click made before it hydrates is replayed (ClickReplay). Keeps
 * /search-products within its initial-JS budget.
 */
const ResultsPage = serverRenderedLazy(() => import('./ResultsPage'))

/** /search-products: the results of the URL's search with its filters, sort, layout and map. */
export function ProductResults({ params }: { params: ProductSearchParams }) {
  return (
    <ClickReplay fallback={<Skeleton height={800} radius={12} />}>
      <ResultsPage params={params} />
    </ClickReplay>
  )
}
