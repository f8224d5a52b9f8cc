import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { travelersQuery } from '~/features/account'
import { TravelersPage } from '~/features/account/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/travelers')({
  loader: ({ context }) => context.queryClient.ensureQueryData(travelersQuery()).then(() => undefined),
  head: () => pageHead('Mes voyageurs'),
  component: () => (
    <ClickReplay fallback={null}>
      <TravelersPage />
    </ClickReplay>
  ),
})
