import { createFileRoute } from '@tanstack/react-router'
import { ClickReplay } from '~/platform/ClickReplay'
import { prefetchBookingPrefill, usePayerPrefill } from '~/features/account'
import { BOOKING_STEP_LABELS, guardBookingStep } from '~/features/booking'
import { ContactStep } from '~/features/booking/lazy'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/booking/_steps/contact')({
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: async ({ context, deps }) => {
    const [guard] = await Promise.all([guardBookingStep(context.queryClient, deps.orderId, 'contact'), prefetchBookingPrefill(context.queryClient)])
    return guard
  },
  head: () => pageHead(`Réservation : ${BOOKING_STEP_LABELS.contact}`),
  component: Step,
})

/** The step's body is a lazy chunk rendered on the server; a click made before it hydrates is replayed. */
function Step() {
  const prefill = usePayerPrefill()
  return (
    <ClickReplay fallback={null}>
      <ContactStep prefill={prefill} />
    </ClickReplay>
  )
}
