import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ClientSpaceLayout, profileQuery, requireAccount } from '~/features/account'
import { noindexHead } from '~/lib/seo'

/** The client space needs an account: signed out, the page asked is kept and sign-in opens. */
export const Route = createFileRoute('/client-space')({
  beforeLoad: requireAccount,
  head: noindexHead,
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()).then(() => undefined),
  component: () => (
    <ClientSpaceLayout>
      <Outlet />
    </ClientSpaceLayout>
  ),
})
