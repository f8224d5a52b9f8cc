import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ComparisonPage, compareSearchSchema, loadComparison, PRODUCT_SEARCH_DEFAULTS } from '~/features/catalogue'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/search-products_/comparer')({
  validateSearch: compareSearchSchema,
  search: { middlewares: [stripSearchParams(PRODUCT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({
    compare: search.compare,
    party: search.party,
    departureCity: search.departureCity,
    minMaxNights: search.minMaxNights,
  }),
  loader: ({ context, deps }) => loadComparison(context.queryClient, deps),
  head: () =>
    pageHead('Comparaison des offres', 'Les offres choisies côte à côte : prix pour votre groupe, pension, durée, note et ce qui est inclus.', {
      noindex: true,
    }),
  component: ComparisonRoute,
})

function ComparisonRoute() {
  return <ComparisonPage search={Route.useSearch()} />
}
