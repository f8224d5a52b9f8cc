// @vitest-environment node
// (Sec-Fetch-* are forbidden request headers in a browser-like environment.)
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce } from './security'
import { isSecureRequest, sessionCookieName } from './session'

describe('content security policy', () => {
  it('allows only nonced scripts in production', () => {
    const csp = contentSecurityPolicy('abc', false)
    expect(csp).toContain(`script-src 'self' 'nonce-abc' 'strict-dynamic'`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain(`frame-ancestors 'none'`)
  })

  it('allows images from the API host when one is configured', () => {
    expect(contentSecurityPolicy('abc', false, null)).toContain(`img-src 'self' data: blob:;`)
    expect(contentSecurityPolicy('abc', false, 'https://api.example.com')).toContain(`img-src 'self' data: blob: https://api.example.com;`)
  })

  it('makes a fresh nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce())
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe('session cookie settings', () => {
  it('is Secure outside localhost', () => {
    expect(isSecureRequest(new URL('http://localhost:3000/'), 'auto')).toBe(false)
    expect(isSecureRequest(new URL('http://127.0.0.1:3000/'), 'auto')).toBe(false)
    expect(isSecureRequest(new URL('https://voyages.example/'), 'auto')).toBe(true)
    expect(isSecureRequest(new URL('http://localhost/'), 'always')).toBe(true)
  })

  it('uses the __Host- prefix only for secure production cookies', () => {
    expect(sessionCookieName(true, true)).toBe('__Host-session')
    expect(sessionCookieName(false, true)).toBe('session')
    expect(sessionCookieName(true, false)).toBe('session')
  })
})

describe('cross-site check and HTTPS', () => {
  const req = (headers: Record<string, string>, url = 'http://localhost:3000/api/v2/demo/faults') => new Request(url, { method: 'POST', headers })

  it('accepts same-origin calls only, like server functions', async () => {
    const { isSameOriginRequest } = await import('./security')
    expect(isSameOriginRequest(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOriginRequest(req({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }))).toBe(false)
    expect(isSameOriginRequest(req({ 'sec-fetch-site': 'none' }))).toBe(false)
    expect(isSameOriginRequest(req({ origin: 'http://localhost:3000' }))).toBe(true)
    expect(isSameOriginRequest(req({ origin: 'https://evil.example' }))).toBe(false)
    expect(isSameOriginRequest(req({ referer: 'http://localhost:3000/search?x=1' }))).toBe(true)
    expect(isSameOriginRequest(req({ referer: 'http://localhost:3000.evil.example/' }))).toBe(false)
    expect(isSameOriginRequest(req({}))).toBe(false)
  })

  it('knows it is served over HTTPS from its URL only, never from a client header', async () => {
    const { isHttpsRequest } = await import('./security')
    expect(isHttpsRequest(req({}, 'https://voyages.example/'))).toBe(true)
    expect(isHttpsRequest(req({ 'x-forwarded-proto': 'https' }))).toBe(false)
    expect(isHttpsRequest(req({}))).toBe(false)
  })

  it("reads the client's address from the request's ip, never from X-Forwarded-For", async () => {
    const { clientIp } = await import('./security')
    const forged = req({ 'x-forwarded-for': '203.0.113.9' })
    expect(clientIp(forged)).toBe('unknown')
    Object.defineProperty(forged, 'ip', { value: '127.0.0.1' })
    expect(clientIp(forged)).toBe('127.0.0.1')
  })
})
