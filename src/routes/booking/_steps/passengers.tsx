import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { prefetchBookingPrefill, useSavedTravellers } from '~/features/account'
import { BOOKING_STEP_LABELS, guardBookingStep } from '~/features/booking'
import { PassengersStep } from '~/features/booking/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/passengers')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: async ({ context, deps }) => {
    const [guard] = await Promise.all([guardBookingStep(context.queryClient, deps.orderId, 'passengers'), prefetchBookingPrefill(context.queryClient)])
    return guard
  },
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.passengers}`),
  component: Step,
})

/** The step's body is a lazy chunk rendered on the server; a click made before it hydrates is replayed. */
function Step() {
  const savedTravellers = useSavedTravellers()
  return (
    <ClickReplay fallback={null}>
      <PassengersStep savedTravellers={savedTravellers} />
    </ClickReplay>
  )
}
