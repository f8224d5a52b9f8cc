import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ClientSpaceLayout } from '~/features/account'

export const Route = createFileRoute('/client-space')({
  component: () => (
    <ClientSpaceLayout>
      <Outlet />
    </ClientSpaceLayout>
  ),
})
