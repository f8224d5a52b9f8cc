import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { bodyLimitMiddleware } from '~/server/body-limit'
import { specSearchRedirectMiddleware } from '~/features/catalogue'
import { deferredEntryMiddleware } from '~/platform/deferred-entry'
import { apiErrorMiddleware, pageStatusMiddleware } from '~/server/errors-middleware'
import { securityMiddleware } from '~/server/security'
import { serverFnGuardMiddleware } from '~/server/server-fn-guard'
import { sessionMiddleware } from '~/server/session'

/** Server functions answer same-origin calls only (Origin / Sec-Fetch-Site checks). */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Global request middleware: security headers (CSP with a per-request nonce, HSTS over HTTPS),
 * a body declared over the cap refused (413), CSRF protection of server functions, 404 / 400 for unknown functions and unreadable payloads
 * (the framework would answer 500), a 503 (not 500) for a page that failed while the API or the
 * store was unavailable, a session token cookie on every page and server-function request, and
 * the app's JS loaded after the page's first paint (deferred-entry.ts), and links to the results
 * written with the spec's query names redirected to the page's own (catalogue/spec-redirect.ts).
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [
    securityMiddleware,
    bodyLimitMiddleware,
    specSearchRedirectMiddleware,
    deferredEntryMiddleware,
    pageStatusMiddleware,
    csrfMiddleware,
    serverFnGuardMiddleware,
    sessionMiddleware,
  ],
  functionMiddleware: [apiErrorMiddleware],
}))
