import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ComparisonPage, loadComparison, PRODUCT_SEARCH_DEFAULTS, productPageSearchSchema } from '~/features/catalogue'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/search-products_/comparer')({
  // The loader's code with the page's, not in every page's route tree.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: productPageSearchSchema,
  // A shared link names only what differs from the results' defaults, as the results' own do.
  search: { middlewares: [stripSearchParams(PRODUCT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadComparison(context.queryClient, deps),
  head: () => pageHead('Comparaison des offres', undefined, { noindex: true }),
  component: ComparisonRoute,
})

function ComparisonRoute() {
  return <ComparisonPage search={Route.useSearch()} />
}
