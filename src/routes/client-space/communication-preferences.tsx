import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/communication-preferences')({
  head: () => pageHead('Mes préférences de communication'),
  component: () => <h1>Mes préférences de communication</h1>,
})
