import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, BookingStepPage } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/fares')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.fares}`),
  component: FaresStepPage,
})

function FaresStepPage() {
  return <BookingStepPage step="fares" orderId={Route.useSearch().order_id} />
}
