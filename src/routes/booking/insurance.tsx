import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS } from '~/features/booking/booking.schema'
import { BookingStepPage } from '~/features/booking/components/BookingStepPage'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/insurance')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.insurance}`),
  component: InsuranceStepPage,
})

function InsuranceStepPage() {
  return <BookingStepPage step="insurance" orderId={Route.useSearch().order_id} />
}
