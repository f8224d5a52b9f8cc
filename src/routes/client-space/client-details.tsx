import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { profileQuery } from '~/features/account'
import { DetailsPage } from '~/features/account/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/client-details')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()).then(() => undefined),
  head: () => pageHead('Mes informations'),
  component: () => (
    <ClickReplay fallback={null}>
      <DetailsPage />
    </ClickReplay>
  ),
})
