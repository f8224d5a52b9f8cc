import { serverRenderedLazy } from '~/lib/server-rendered-lazy'
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
export const BookingFlow = serverRenderedLazy(() => import('./components/BookingFlow').then((m) => ({ default: m.BookingFlow })))

export const FaresStep = serverRenderedLazy(() => import('./components/steps/FaresStep').then((m) => ({ default: m.FaresStep })))
export const PassengersStep = serverRenderedLazy(() => import('./components/steps/PassengersStep').then((m) => ({ default: m.PassengersStep })))
export const ContactStep = serverRenderedLazy(() => import('./components/steps/ContactStep').then((m) => ({ default: m.ContactStep })))
export const AncillariesStep = serverRenderedLazy(() => import('./components/steps/AncillariesStep').then((m) => ({ default: m.AncillariesStep })))
export const InsuranceStep = serverRenderedLazy(() => import('./components/steps/InsuranceStep').then((m) => ({ default: m.InsuranceStep })))
export const SummaryStep = serverRenderedLazy(() => import('./components/steps/SummaryStep').then((m) => ({ default: m.SummaryStep })))

/** The confirmation page (after payment). */
export const ConfirmationPage = serverRenderedLazy(() => import('./components/confirmation/ConfirmationPage').then((m) => ({ default: m.ConfirmationPage })))
