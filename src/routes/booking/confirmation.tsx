import { createFileRoute, notFound } from '@tanstack/react-router'
import { BookingNotFound, ConfirmationPage, confirmationQuery } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/confirmation')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: async ({ context, deps }) => {
    if (deps.orderId === undefined) throw notFound()
    if (!(await context.queryClient.ensureQueryData(confirmationQuery(String(deps.orderId))))) throw notFound()
  },
  head: () => pageHead('Confirmation de réservation'),
  component: Confirmation,
  notFoundComponent: BookingNotFound,
})

function Confirmation() {
  return <ConfirmationPage orderId={String(Route.useSearch().order_id)} />
}
