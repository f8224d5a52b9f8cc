/** Server-only: the pages API's reads (sanitised, cached a day) and the sanitiser of API HTML. */
export { formalitiesOf, salesConditions } from './term-pages.server'
export { sanitizePageHtml } from './sanitize.server'
