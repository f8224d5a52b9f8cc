import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { VisuallyHidden } from 'design-system'
import { FollowPrices } from '~/features/alerts'
import { FLIGHT_SEARCH_DEFAULTS, FlightResults, flightResultsQuery, flightSearchSchema, resultsKey } from '~/features/flights'
import { ClickReplay } from '~/platform/ClickReplay'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/search')({
  validateSearch: flightSearchSchema,
  search: { middlewares: [stripSearchParams(FLIGHT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => resultsKey(search),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(flightResultsQuery(deps)),
  head: ({ match, loaderData }) => {
    const { from, to, fromLabel, toLabel } = match.search
    // Names from the server's lookup (a pasted link has codes only), else the URL's labels.
    const known = loaderData?.pages[0]?.known
    const name = (code: string, label: string | undefined) => known?.[code]?.name ?? label ?? code
    return pageHead(from && to ? `Vols ${name(from, fromLabel)} - ${name(to, toLabel)}` : 'Résultats de recherche de vols', undefined, { noindex: true })
  },
  component: SearchPage,
})

function SearchPage() {
  const params = Route.useSearch()
  return (
    <>
      <VisuallyHidden as="h1">Résultats de recherche de vols</VisuallyHidden>
      <FlightResults
        params={params}
        headerAction={
          <ClickReplay fallback={null}>
            <FollowPrices params={params} />
          </ClickReplay>
        }
      />
    </>
  )
}
