import { createFileRoute } from '@tanstack/react-router'
import { PreferencesPage, profileQuery } from '~/features/account'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/communication-preferences')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()).then(() => undefined),
  head: () => pageHead('Mes préférences de communication'),
  component: PreferencesPage,
})
