import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/viewed')({
  head: () => pageHead('Produits consultés'),
  component: () => <h1>Produits consultés</h1>,
})
