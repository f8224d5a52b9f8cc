import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
// The style of the server-rendered lazy button below, in the importing route's CSS.
import './components/FollowPrices.css'

/**
 * The price alerts domain's public face: the signed-in user's watched flight searches. It uses
 * flights (the search) and account (the session); neither knows it: the /search route places its
 * button in the results header. 'Mes alertes' is in `lazy.ts`.
 */
export { alertKeys, priceAlertsQuery } from './alerts.queries'

/** 'Suivre les prix' for the results header of /search (rendered on the server, its code loaded after the page's). */
export const FollowPrices = serverRenderedLazy(() => import('./components/FollowPrices').then((m) => ({ default: m.FollowPrices })))
