import { createFileRoute } from '@tanstack/react-router'
import { BOOKING_STEP_LABELS, guardBookingStep, InsuranceStep } from '~/features/booking'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/insurance')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => guardBookingStep(context.queryClient, deps.orderId, 'insurance'),
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.insurance}`),
  component: InsuranceStep,
})

