import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, BookingStepPage } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/passengers')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.passengers}`),
  component: PassengersStepPage,
})

function PassengersStepPage() {
  return <BookingStepPage step="passengers" orderId={Route.useSearch().order_id} />
}
