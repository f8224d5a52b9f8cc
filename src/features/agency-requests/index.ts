/**
 * Requests to an agency (quotes, options) from a product page: the buttons and their form
 * (loaded on press), the signed-in user's list. Uses agencies (the chosen agency) and account
 * (the session); 'Mes demandes' is in `lazy.ts`.
 */
export { agencyRequestsQuery, requestKeys } from './requests.queries'
export { AgencyRequestActions } from './components/AgencyRequestActions'
export type { RequestSelection } from './components/RequestDialog'
