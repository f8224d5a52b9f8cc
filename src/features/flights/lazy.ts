import { lazy } from 'react'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// The styles of the server-rendered lazy parts below, in the importing route's CSS so the
// server HTML is styled before their chunks arrive.
import './components/landing/FlightsLanding.css'
import './components/search-form/LazySearchForm.css'
import './components/search-form/SearchForm.css'

/** The flights domain's lazily loaded parts (rendered on the server, hydrated when they arrive). */

/** The /vol landing: search banner, agency label, promotions. */
export const FlightsLanding = serverRenderedLazy(() => import('./components/landing/FlightsLanding').then((m) => ({ default: m.FlightsLanding })))

/** The flight search form with its own loading frame (for a host page such as a holiday search bar). */
export { LazySearchForm as FlightSearchForm } from './components/search-form/LazySearchForm'

/** A solution's routes and services (opened on demand, e.g. the booking's 'Voir le détail du vol'). */
export const TripDetails = lazy(() => import('./components/detail/TripDetails'))

/**
 * The departure / destination field over the location search (300 ms debounce, cities,
 * airports, stations), for a host form loaded lazily itself (the holiday bar's hotel + flight).
 */
export { LocationField, type LocationFieldProps } from './components/search-form/LocationField'
export type { PlaceValue } from './search-form.schema'
