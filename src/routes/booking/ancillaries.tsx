import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS } from '~/features/booking/booking.schema'
import { BookingStepPage } from '~/features/booking/components/BookingStepPage'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/ancillaries')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.ancillaries}`),
  component: AncillariesStepPage,
})

function AncillariesStepPage() {
  return <BookingStepPage step="ancillaries" orderId={Route.useSearch().order_id} />
}
