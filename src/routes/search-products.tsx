import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PRODUCT_SEARCH_DEFAULTS, ProductResults, productResultsQuery, productSearchSchema, resultsKey, searchOptionsQuery } from '~/features/catalogue'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/search-products')({
  validateSearch: productSearchSchema,
  search: { middlewares: [stripSearchParams(PRODUCT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => resultsKey(search),
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureInfiniteQueryData(productResultsQuery(deps)), context.queryClient.ensureQueryData(searchOptionsQuery(deps))]),
  head: () => pageHead('Séjours, circuits et croisières', 'Nos séjours, circuits, croisières et locations : filtrez, comparez et réservez avec votre agence.'),
  component: ProductResultsPage,
})

function ProductResultsPage() {
  return <ProductResults params={Route.useSearch()} />
}
