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
