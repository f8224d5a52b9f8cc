import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { homeContentQuery, HomePage } from '~/features/storefront'
import { BRAND_NAME, pageHead } from '~/lib/seo'

export const Route = createFileRoute('/')({
  head: () => pageHead('Accueil', `${BRAND_NAME} : ventes flash, séjours, circuits, croisières et vols, avec une agence de voyage partenaire près de chez vous.`),
  loader: ({ context }) => context.queryClient.ensureQueryData(homeContentQuery()),
  component: Home,
})

function Home() {
  const { data } = useSuspenseQuery(homeContentQuery())
  return (
    <HomePage
      content={data}
      // HOLIDAY SEARCH BAR (storefront-and-holidays.md §2.9): built by the catalogue feature;
      // the coordinator passes it here at merge, e.g. searchBar={<HolidaySearchBar />}.
      searchBar={null}
    />
  )
}
