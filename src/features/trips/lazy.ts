import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// The styles of the server-rendered lazy parts below, in the importing route's CSS.
import './components/Trips.css'

/** The trips domain's pages, loaded lazily (rendered on the server, hydrated when they arrive). */
export const TripsPage = serverRenderedLazy(() => import('./components/TripsPage').then((m) => ({ default: m.TripsPage })))
export const TripPage = serverRenderedLazy(() => import('./components/TripPage').then((m) => ({ default: m.TripPage })))
export const TripLookupPage = serverRenderedLazy(() => import('./components/TripLookupPage').then((m) => ({ default: m.TripLookupPage })))
