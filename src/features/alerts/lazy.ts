import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// The styles of the server-rendered lazy page below, in the importing route's CSS.
import './components/PriceAlerts.css'

/** /client-space/alerts 'Mes alertes', loaded lazily (rendered on the server, hydrated when it arrives). */
export const PriceAlertsPage = serverRenderedLazy(() => import('./components/PriceAlertsPage').then((m) => ({ default: m.PriceAlertsPage })))
