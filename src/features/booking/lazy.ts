import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import type { BookingStep } from './booking.schema'
import { bookingChunks, stepChunks } from './chunks'
// The styles of the server-rendered lazy parts below, in the importing route's CSS so the
// server HTML is styled before their chunks arrive.
import './components/shell/BookingShell.css'
import './components/steps/steps.css'
import './components/confirmation/ConfirmationPage.css'

/**
 * The booking domain's lazily loaded parts (rendered on the server, hydrated when they arrive),
 * so that each step's initial JS stays within budget (170 KB gzip): the shell (steps bar, price
 * details, hold timer), each step's body (forms, date picker, phone field) and the confirmation.
 * Routes wrap them in `ClickReplay`.
 */

/** The steps' frame (layout route): the booking in context, the shell, the current step. */
export const BookingFlow = serverRenderedLazy(() => bookingChunks.flow().then((m) => ({ default: m.BookingFlow })))

/** Each step's body, keyed by step (rendered by the `/booking/$step` route). */
export const BookingStepBody = {
  fares: serverRenderedLazy(stepChunks.fares),
  passengers: serverRenderedLazy(stepChunks.passengers),
  contact: serverRenderedLazy(stepChunks.contact),
  ancillaries: serverRenderedLazy(stepChunks.ancillaries),
  insurance: serverRenderedLazy(stepChunks.insurance),
  summary: serverRenderedLazy(stepChunks.summary),
} satisfies Record<BookingStep, unknown>

/** The confirmation page (after payment). */
export const ConfirmationPage = serverRenderedLazy(() => bookingChunks.confirmation().then((m) => ({ default: m.ConfirmationPage })))
