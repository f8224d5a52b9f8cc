/**
 * The booking's lazily loaded chunks, one import each: `lazy.ts` renders them, the route loaders
 * (`booking.routes.ts`) load them with the data so a client navigation shows the step whole.
 * No styles here: this module is in every page's bundle through the route tree.
 */
export const bookingChunks = {
  flow: () => import('./components/BookingFlow'),
  fares: () => import('./components/steps/FaresStep'),
  passengers: () => import('./components/steps/PassengersStep'),
  contact: () => import('./components/steps/ContactStep'),
  ancillaries: () => import('./components/steps/AncillariesStep'),
  insurance: () => import('./components/steps/InsuranceStep'),
  summary: () => import('./components/steps/SummaryStep'),
  confirmation: () => import('./components/confirmation/ConfirmationPage'),
}

/** Loads a chunk in the browser (the server renders them already). */
export function loadBookingChunk(name: keyof typeof bookingChunks): Promise<unknown> {
  return import.meta.env.SSR ? Promise.resolve() : bookingChunks[name]()
}
