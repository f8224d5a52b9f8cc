import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, BookingStepPage } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/ancillaries')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.ancillaries}`),
  component: AncillariesStepPage,
})

function AncillariesStepPage() {
  return <BookingStepPage step="ancillaries" orderId={Route.useSearch().order_id} />
}
