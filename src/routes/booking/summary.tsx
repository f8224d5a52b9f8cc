import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, BookingStepPage } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/summary')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.summary}`),
  component: SummaryStepPage,
})

function SummaryStepPage() {
  return <BookingStepPage step="summary" orderId={Route.useSearch().order_id} />
}
