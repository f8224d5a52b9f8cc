import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, BookingStepPage } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/insurance')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.insurance}`),
  component: InsuranceStepPage,
})

function InsuranceStepPage() {
  return <BookingStepPage step="insurance" orderId={Route.useSearch().order_id} />
}
