/** The trips domain's server-only door: attaching an order to the signed-in account at payment, and a booking's documents (server routes). */
export { attachOrderToUser } from './trips.server'
export { documentDownload } from './documents/downloads.server'
