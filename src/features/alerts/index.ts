/**
 * The price alerts domain's public face: the signed-in user's watched flight searches ('Suivre
 * les prix' on the results, 'Mes alertes' in the client space). Its screens are in `lazy.ts`.
 * It uses flights (the search) and account (the session); neither knows it: the /search route
 * places its button in the results header.
 */
export { alertKeys, priceAlertsQuery } from './alerts.queries'
