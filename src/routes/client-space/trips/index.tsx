import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { tripsQuery } from '~/features/trips'
import { TripsPage } from '~/features/trips/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/trips/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(tripsQuery()).then(() => undefined),
  head: () => pageHead('Mes voyages'),
  component: () => (
    <ClickReplay fallback={null}>
      <TripsPage />
    </ClickReplay>
  ),
})
