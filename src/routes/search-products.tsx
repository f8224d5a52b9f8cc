import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/app/Page'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/search-products')({
  head: () => pageHead('Séjours, circuits et croisières'),
  component: ProductResultsPage,
})

function ProductResultsPage() {
  return <Page title="Séjours, circuits et croisières" lead="Trouvez votre séjour parmi nos offres." />
}
