/**
 * The trips domain's public face: a traveller's bookings after the payment ('Mes voyages', a
 * booking's page, the lookup by reference and e-mail). Its screens are in `lazy.ts`; attaching
 * an order to the signed-in account at payment is in `server.ts`.
 */
export { tripQuery, tripsQuery } from './trips.queries'
export { loadTrip } from './trip-routes'
