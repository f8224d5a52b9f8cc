import { createFileRoute } from '@tanstack/react-router'
import { agencyRequestsQuery } from '~/features/agency-requests'
import { AgencyRequestsPage } from '~/features/agency-requests/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/client-space/requests')({
  loader: ({ context }) => context.queryClient.ensureQueryData(agencyRequestsQuery()).then(() => undefined),
  head: () => pageHead('Mes demandes'),
  component: () => <AgencyRequestsPage />,
})
