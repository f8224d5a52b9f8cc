import { Outlet, useRouterState } from '@tanstack/react-router'
import { isBookingStep } from '../booking.schema'
import { BookingProvider } from './shell/BookingContext'
import { BookingShell } from './shell/BookingShell'
import * as styles from './shell/BookingShell.css'
import './steps/steps.css'

function CurrentStep() {
  // The resolved location: the title and steps bar change with the step shown, not as soon as a
  // navigation starts (its loader and chunk may still be on their way).
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const last = pathname.split('/').filter(Boolean).at(-1) ?? ''
  const step = isBookingStep(last) ? last : 'fares'
  return (
    <BookingShell step={step}>
      <Outlet />
    </BookingShell>
  )
}

/** The booking steps' frame (layout route): the booking in context, the shell, the current step. */
export function BookingFlow({ orderId }: { orderId: string }) {
  return (
    <BookingProvider orderId={orderId}>
      <CurrentStep />
    </BookingProvider>
  )
}

export { styles as bookingStyles }
