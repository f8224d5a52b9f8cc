import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ClientSpaceLayout, requireAccount } from '~/features/account'

/** The client space needs an account: signed out, the page asked is kept and sign-in opens. */
export const Route = createFileRoute('/client-space')({
  beforeLoad: requireAccount,
  component: () => (
    <ClientSpaceLayout>
      <Outlet />
    </ClientSpaceLayout>
  ),
})
