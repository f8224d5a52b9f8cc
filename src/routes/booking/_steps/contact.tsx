import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, guardBookingStep, ContactStep } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/contact')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => guardBookingStep(context.queryClient, deps.orderId, 'contact'),
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.contact}`),
  component: ContactStep,
})

