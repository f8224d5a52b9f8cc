import { createFileRoute } from '@tanstack/react-router'
import { DetailsPage, profileQuery } from '~/features/account'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/client-details')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()).then(() => undefined),
  head: () => pageHead('Mes informations'),
  component: DetailsPage,
})
