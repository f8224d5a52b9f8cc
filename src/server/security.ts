import { createMiddleware } from '@tanstack/react-start'
import { config } from './config'
import { mediaOrigin } from './media'

/** Security headers for every response of the app (pages and server functions). */
export function contentSecurityPolicy(nonce: string, dev = !config.production, imageOrigin = mediaOrigin()): string {
  const script = dev
    ? `'self' 'unsafe-inline' 'unsafe-eval'`
    : `'self' 'nonce-${nonce}' 'strict-dynamic'`
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

export const securityMiddleware = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  const headers = { ...STATIC_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(nonce) }
  return { ...result, response: withHeaders(result.response, headers) }
})
