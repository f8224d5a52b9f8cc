import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, guardBookingStep, FaresStep } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/fares')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => guardBookingStep(context.queryClient, deps.orderId, 'fares'),
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.fares}`),
  component: FaresStep,
})

