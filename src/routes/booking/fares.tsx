import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS } from '~/features/booking/booking.schema'
import { BookingStepPage } from '~/features/booking/components/BookingStepPage'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/fares')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.fares}`),
  component: FaresStepPage,
})

function FaresStepPage() {
  return <BookingStepPage step="fares" orderId={Route.useSearch().order_id} />
}
