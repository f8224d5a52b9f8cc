import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ClientSpaceLayout, profileQuery, requireAccount } from '~/features/account'

/** The client space needs an account: signed out, the page asked is kept and sign-in opens. */
export const Route = createFileRoute('/client-space')({
  beforeLoad: requireAccount,
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()).then(() => undefined),
  component: () => (
    <ClientSpaceLayout>
      <Outlet />
    </ClientSpaceLayout>
  ),
})
