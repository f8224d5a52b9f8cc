import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { apiErrorMiddleware } from '~/server/errors-middleware'
import { securityMiddleware } from '~/server/security'
import { serverFnGuardMiddleware } from '~/server/server-fn-guard'
import { sessionMiddleware } from '~/server/session'

/** Server functions answer same-origin calls only (Origin / Sec-Fetch-Site checks). */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Global request middleware: security headers (CSP with a per-request nonce, HSTS over HTTPS),
 * CSRF protection of server functions, 404 / 400 for unknown functions and unreadable payloads
 * (the framework would answer 500), and a session token cookie on every page and
 * server-function request.
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [securityMiddleware, csrfMiddleware, serverFnGuardMiddleware, sessionMiddleware],
  functionMiddleware: [apiErrorMiddleware],
}))
