import { createFileRoute } from '@tanstack/react-router'
import { TravelersPage, travelersQuery } from '~/features/account'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/travelers')({
  loader: ({ context }) => context.queryClient.ensureQueryData(travelersQuery()).then(() => undefined),
  head: () => pageHead('Mes voyageurs'),
  component: TravelersPage,
})
