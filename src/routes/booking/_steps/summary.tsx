import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { BOOKING_STEP_LABELS, guardBookingStep } from '~/features/booking'
import { SummaryStep } from '~/features/booking/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/summary')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => guardBookingStep(context.queryClient, deps.orderId, 'summary'),
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.summary}`),
  component: Step,
})
function Step() {
  return (
    <ClickReplay fallback={null}>
      <SummaryStep paymentCancelled={Route.useSearch().payment === 'cancelled'} />
    </ClickReplay>
  )
}
