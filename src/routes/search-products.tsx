import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import {
  destinationLabels,
  PRESENTATION_KEYS,
  PRODUCT_SEARCH_DEFAULTS,
  ProductResults,
  productResultsQuery,
  productSearchSchema,
  resultsKey,
  resultsTitle,
  searchOptionsQuery,
} from '~/features/catalogue'
import { canonicalUrl, pageHead } from '~/lib/seo'

export const Route = createFileRoute('/search-products')({
  validateSearch: productSearchSchema,
  search: { middlewares: [stripSearchParams(PRODUCT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => resultsKey(search),
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureInfiniteQueryData(productResultsQuery(deps)), context.queryClient.ensureQueryData(searchOptionsQuery(deps))]),
  head: ({ match, loaderData }) =>
    pageHead(
      resultsTitle(match.search, destinationLabels(loaderData?.[1])),
      'Nos séjours, circuits, croisières et locations : filtrez, comparez et réservez avec votre agence.',
      { canonical: canonicalUrl('/search-products', match.search, { defaults: PRODUCT_SEARCH_DEFAULTS, omit: PRESENTATION_KEYS }) },
    ),
  component: ProductResultsPage,
})

function ProductResultsPage() {
  return <ProductResults params={Route.useSearch()} />
}
