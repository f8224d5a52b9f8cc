import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { BookingNotFound, loadBookingFlow } from '~/features/booking'
import { BookingFlow } from '~/features/booking/lazy'

/**
 * The booking steps: the order's booking is loaded once here; an unknown order is a French 404 page.
 * The shell and each step's body are lazy chunks rendered on the server (initial JS ≤ 170 KB).
 */
export const Route = createFileRoute('/booking/_steps')({
  // One chunk for what the page needs at once (fewer, better-compressed files in the step's initial JS).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => loadBookingFlow(context.queryClient, deps.orderId),
  component: StepsLayout,
  notFoundComponent: BookingNotFound,
})

function StepsLayout() {
  return (
    <ClickReplay fallback={null}>
      <BookingFlow orderId={String(Route.useSearch().order_id)} />
    </ClickReplay>
  )
}
