import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// The styles of the server-rendered lazy parts below, in the importing route's CSS.
import './components/FollowPrices.css'
import './components/PriceAlerts.css'

/** The price alerts domain's parts, loaded lazily (rendered on the server, hydrated when they arrive). */

/** 'Suivre les prix' for the results header of /search. */
export const FollowPrices = serverRenderedLazy(() => import('./components/FollowPrices').then((m) => ({ default: m.FollowPrices })))

/** /client-space/alerts 'Mes alertes'. */
export const PriceAlertsPage = serverRenderedLazy(() => import('./components/PriceAlertsPage').then((m) => ({ default: m.PriceAlertsPage })))
