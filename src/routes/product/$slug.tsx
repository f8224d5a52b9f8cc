import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/app/Page'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/product/$slug')({
  head: ({ params }) => pageHead(`Offre ${params.slug}`),
  component: ProductPage,
})

function ProductPage() {
  const { slug } = Route.useParams()
  return <Page title="Détail de l'offre" lead={`Référence : ${slug}`} />
}
