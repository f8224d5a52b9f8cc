import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { BOOKING_STEP_LABELS, guardBookingStep } from '~/features/booking'
import { FaresStep } from '~/features/booking/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/fares')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => guardBookingStep(context.queryClient, deps.orderId, 'fares'),
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.fares}`),
  component: Step,
})

/** The step's body is a lazy chunk rendered on the server; a click made before it hydrates is replayed. */
function Step() {
  return (
    <ClickReplay fallback={null}>
      <FaresStep />
    </ClickReplay>
  )
}
