import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { apiErrorMiddleware } from '~/server/errors-middleware'
import { securityMiddleware } from '~/server/security'
import { sessionMiddleware } from '~/server/session'

/** Server functions answer same-origin calls only (Origin / Sec-Fetch-Site checks). */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Global request middleware: CSRF protection of server functions, security headers (CSP with
 * a per-request nonce), and a session token cookie on every page and server-function request.
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [securityMiddleware, csrfMiddleware, sessionMiddleware],
  functionMiddleware: [apiErrorMiddleware],
}))
