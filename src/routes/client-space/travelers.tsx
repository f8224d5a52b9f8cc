import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/travelers')({
  head: () => pageHead('Mes voyageurs'),
  component: () => <h1>Mes voyageurs</h1>,
})
