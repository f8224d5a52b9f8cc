/** The booking domain's public face (its screens are in `lazy.ts`). */
export { BOOKING_STEP_LABELS, BOOKING_STEPS, bookingSearchSchema, bookingStepParams, isBookingStep, type BookingStep } from './booking.schema'
export { BookingNotFound } from './components/shell/BookingNotFound'
export { guardBookingStep, loadBookingFlow, loadConfirmation } from './booking.routes'
export { confirmationQuery } from './booking.queries'
export type { PayerPrefill } from './components/steps/ContactStep'
export type { SavedTraveller } from './model/types'
export { MESSAGES as PASSENGER_MESSAGES, ageError, phoneError } from './model/rules'
export { bornWord, PASSENGER_TYPE_LABELS, SALUTATION_LABELS, type PassengerType, type Salutation } from './model/types'
