import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/favorites')({
  head: () => pageHead('Mes produits favoris'),
  component: () => <h1>Mes produits favoris</h1>,
})
