import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import { bookingChunks } from './chunks'
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

export const FaresStep = serverRenderedLazy(() => bookingChunks.fares().then((m) => ({ default: m.FaresStep })))
export const PassengersStep = serverRenderedLazy(() => bookingChunks.passengers().then((m) => ({ default: m.PassengersStep })))
export const ContactStep = serverRenderedLazy(() => bookingChunks.contact().then((m) => ({ default: m.ContactStep })))
export const AncillariesStep = serverRenderedLazy(() => bookingChunks.ancillaries().then((m) => ({ default: m.AncillariesStep })))
export const InsuranceStep = serverRenderedLazy(() => bookingChunks.insurance().then((m) => ({ default: m.InsuranceStep })))
export const SummaryStep = serverRenderedLazy(() => bookingChunks.summary().then((m) => ({ default: m.SummaryStep })))

/** The confirmation page (after payment). */
export const ConfirmationPage = serverRenderedLazy(() => bookingChunks.confirmation().then((m) => ({ default: m.ConfirmationPage })))
