/**
 * The booking's lazily loaded chunks, one import each: `lazy.ts` renders them, the route loaders
 * (`booking.routes.ts`) load them with the data so a client navigation shows the step whole.
 * No styles here: this module is in every page's bundle through the route tree.
 */

/** Each step's body in its own chunk, keyed by step (`BOOKING_STEPS`; `lazy.ts` checks the keys). */
export const stepChunks = {
  fares: () => import('./components/steps/FaresStep').then((m) => ({ default: m.FaresStep })),
  passengers: () => import('./components/steps/PassengersStep').then((m) => ({ default: m.PassengersStep })),
  contact: () => import('./components/steps/ContactStep').then((m) => ({ default: m.ContactStep })),
  ancillaries: () => import('./components/steps/AncillariesStep').then((m) => ({ default: m.AncillariesStep })),
  insurance: () => import('./components/steps/InsuranceStep').then((m) => ({ default: m.InsuranceStep })),
  summary: () => import('./components/steps/SummaryStep').then((m) => ({ default: m.SummaryStep })),
}

export const bookingChunks = {
  ...stepChunks,
  flow: () => import('./components/BookingFlow'),
  confirmation: () => import('./components/confirmation/ConfirmationPage'),
}

/** Loads a chunk in the browser (the server renders them already). */
export function loadBookingChunk(name: keyof typeof bookingChunks): Promise<unknown> {
  return import.meta.env.SSR ? Promise.resolve() : bookingChunks[name]()
}
