import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, BookingStepPage } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/contact')({
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.contact}`),
  component: ContactStepPage,
})

function ContactStepPage() {
  return <BookingStepPage step="contact" orderId={Route.useSearch().order_id} />
}
