import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { HolidaySearchBar } from '~/features/catalogue/lazy'
import { homeContentQuery, homeMoreBlocksQuery, HomePage } from '~/features/storefront'
import { BRAND_NAME, pageHead } from '~/lib/seo'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead('Accueil', `${BRAND_NAME} : ventes flash, séjours, circuits, croisières et vols, avec une agence de voyage partenaire près de chez vous.`),
  // The blocks after the first are rendered too, but the page's data carries the first only.
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(homeContentQuery()), context.queryClient.ensureQueryData(homeMoreBlocksQuery())]).then(() => undefined),
  component: Home,
})

function Home() {
  const { data } = useSuspenseQuery(homeContentQuery())
  return (
    <HomePage
      content={data}
      // The holiday search bar (storefront-and-holidays.md §2.9) is the catalogue's, rendered on
      // the server and hydrated where it is shown (a click before that is replayed).
      searchBar={<HolidaySearchBar />}
    />
  )
}
