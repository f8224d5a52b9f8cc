import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { HolidaySearchBar } from '~/features/catalogue/lazy'
import { homeContentQuery, HomePage } from '~/features/storefront'
import { BRAND_NAME, pageHead } from '~/lib/seo'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead('Accueil', `${BRAND_NAME} : ventes flash, séjours, circuits, croisières et vols, avec une agence de voyage partenaire près de chez vous.`),
  // The first blocks and the outlines of the others: their content comes when it is about to be seen.
  loader: ({ context }) => context.queryClient.ensureQueryData(homeContentQuery()).then(() => undefined),
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
