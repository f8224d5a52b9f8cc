import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ClickReplay } from '~/platform/ClickReplay'
import { prefetchBookingPrefill, useCurrentUser, usePayerPrefill, useSavedTravellers } from '~/features/account'
import { BOOKING_STEP_LABELS, bookingStepParams, guardBookingStep, type BookingStep } from '~/features/booking'
import { BookingStepBody } from '~/features/booking/lazy'
import { pageHead } from '~/lib/seo'

/** Every booking step (`/booking/fares` … `/booking/summary`); an unknown step is the 404 page. */
export const Route = createFileRoute('/booking/_steps/$step')({
  // One chunk for what the page needs at once (fewer, better-compressed files in the step's initial JS).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  params: bookingStepParams,
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: async ({ context, deps, params }) => {
    const prefill = params.step === 'passengers' || params.step === 'contact' ? prefetchBookingPrefill(context.queryClient) : undefined
    const [guard] = await Promise.all([guardBookingStep(context.queryClient, deps.orderId, params.step), prefill])
    return guard
  },
  head: ({ params }) => pageHead(`Réservation : ${BOOKING_STEP_LABELS[params.step]}`),
  component: Step,
})

function Step() {
  const Body = STEP_BODIES[Route.useParams().step]
  return <Body />
}

/** The step's body is a lazy chunk rendered on the server; a click made before it hydrates is replayed. */
const replayed = (body: ReactNode) => <ClickReplay fallback={null}>{body}</ClickReplay>

/** Each step's body with what the route gives it (the account's prefill and sign-in state, the payment's return). */
const STEP_BODIES: Record<BookingStep, () => ReactNode> = {
  fares: () => replayed(<BookingStepBody.fares />),
  passengers: function Passengers() {
    const savedTravellers = useSavedTravellers()
    const self = usePayerPrefill()
    return replayed(<BookingStepBody.passengers savedTravellers={savedTravellers} self={self} />)
  },
  contact: function Contact() {
    const prefill = usePayerPrefill()
    return replayed(<BookingStepBody.contact prefill={prefill} />)
  },
  ancillaries: () => replayed(<BookingStepBody.ancillaries />),
  insurance: () => replayed(<BookingStepBody.insurance />),
  summary: function Summary() {
    const signedIn = useCurrentUser() !== null
    return replayed(<BookingStepBody.summary paymentCancelled={Route.useSearch().payment === 'cancelled'} signedIn={signedIn} />)
  },
}
