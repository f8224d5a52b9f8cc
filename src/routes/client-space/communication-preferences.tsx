import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { profileQuery } from '~/features/account'
import { PreferencesPage } from '~/features/account/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/communication-preferences')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()).then(() => undefined),
  head: () => pageHead('Mes préférences de communication'),
  component: () => (
    <ClickReplay fallback={null}>
      <PreferencesPage />
    </ClickReplay>
  ),
})
