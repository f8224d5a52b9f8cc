import { createFileRoute } from '@tanstack/react-router'
import { BookingFlow, BookingNotFound, loadBookingFlow } from '~/features/booking'

/** The booking steps: the order's booking is loaded once here; an unknown order is a French 404 page. */
export const Route = createFileRoute('/booking/_steps')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => loadBookingFlow(context.queryClient, deps.orderId),
  component: StepsLayout,
  notFoundComponent: BookingNotFound,
})

function StepsLayout() {
  return <BookingFlow orderId={String(Route.useSearch().order_id)} />
}
