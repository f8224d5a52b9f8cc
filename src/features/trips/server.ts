/** The trips domain's server-only door: the booking's payment step attaches the order to the signed-in account. */
export { attachOrderToUser } from './trips.server'
