import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, guardBookingStep, PassengersStep } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/passengers')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => guardBookingStep(context.queryClient, deps.orderId, 'passengers'),
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.passengers}`),
  component: PassengersStep,
})

