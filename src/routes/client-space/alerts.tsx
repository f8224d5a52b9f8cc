import { createFileRoute } from '@tanstack/react-router'
import { priceAlertsQuery } from '~/features/alerts'
import { PriceAlertsPage } from '~/features/alerts/lazy'
import { ClickReplay } from '~/platform/ClickReplay'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/alerts')({
  loader: ({ context }) => context.queryClient.ensureQueryData(priceAlertsQuery()).then(() => undefined),
  head: () => pageHead('Mes alertes'),
  component: () => (
    <ClickReplay fallback={null}>
      <PriceAlertsPage />
    </ClickReplay>
  ),
})
