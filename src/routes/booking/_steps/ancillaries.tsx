import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, guardBookingStep, AncillariesStep } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/ancillaries')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => guardBookingStep(context.queryClient, deps.orderId, 'ancillaries'),
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.ancillaries}`),
  component: AncillariesStep,
})

