/**
 * The API's editorial pages (formalities by country, sales conditions), read by the booking
 * and the product page: their types here, their server-side reads in server.ts.
 */
export type { Formalities, TermPageContent } from './types'
