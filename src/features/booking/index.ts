/** The booking domain's public face. */
export { BookingStepPage } from './components/BookingStepPage'
export { BOOKING_STEP_LABELS, BOOKING_STEPS, bookingSearchSchema, type BookingStep } from './booking.schema'
