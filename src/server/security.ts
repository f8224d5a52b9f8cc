import { createMiddleware } from '@tanstack/react-start'
import { config } from './config'
import { mediaOrigin } from './media'

/** Security headers for every response of the app (pages and server functions). */
export function contentSecurityPolicy(nonce: string, dev = !config.production, imageOrigin = mediaOrigin()): string {
  const script = dev ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}' 'strict-dynamic'`
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    // react-aria positions popovers with style attributes; MapLibre injects styles.
    `style-src 'self' 'unsafe-inline'`,
    // Content images (home blocks, menu pictograms) may be served by the API host.
    `img-src 'self' data: blob:${imageOrigin ? ` ${imageOrigin}` : ''}`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `worker-src 'self' blob:`,
    `child-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
}

/** HSTS for responses served over HTTPS (two years, subdomains); never on plain HTTP. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Served over HTTPS. A trusted proxy's `x-forwarded-proto` is already in the request's URL (the
 * Node server's TRUST_PROXY setting); an untrusted client's header is never read.
 */
export function isHttpsRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

/**
 * The client's address: the socket's peer, or what a trusted proxy says (TRUST_PROXY, applied by
 * the Node server to `request.ip`). 'unknown' where the runtime gives none.
 */
export function clientIp(request: Request): string {
  const ip = (request as Request & { ip?: unknown }).ip
  return typeof ip === 'string' && ip ? ip : 'unknown'
}

/**
 * The server functions' cross-site check (TanStack Start's CSRF middleware, default options),
 * for other endpoints that change state: `Sec-Fetch-Site: same-origin`, else an `Origin`, else
 * a `Referer` of this origin. A request with none of them is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = new URL(request.url).origin
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const from = request.headers.get('origin')
  if (from !== null) return from === origin
  const referer = request.headers.get('referer')
  if (referer === null) return false
  try {
    return new URL(referer).origin === origin
  } catch {
    return false
  }
}

export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64')
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  } catch {
    // Immutable headers (e.g. a proxied fetch response): copy the response.
    const copy = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }
}

export const securityMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, request }) => {
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  const headers: Record<string, string> = { ...STATIC_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(nonce) }
  if (isHttpsRequest(request)) headers['strict-transport-security'] = HSTS
  return { ...result, response: withHeaders(result.response, headers) }
})
