import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/client-details')({
  head: () => pageHead('Mes informations'),
  component: () => <h1>Mes informations</h1>,
})
