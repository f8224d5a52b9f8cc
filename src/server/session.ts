import { createMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import { getCookie, getRequest, setCookie, setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { apiRequest } from './api'
import { config } from './config'

/**
 * The reservation (session) token: obtained from `GET /api/v2/session/token`, kept in an
 * HttpOnly, SameSite=Lax cookie, sent upstream as `Authorization: Token …`. Server-only: the
 * token never reaches browser JavaScript, HTML or client storage.
 */

const SESSION_MAX_AGE = 60 * 60 * 24 * 30

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function isSecureRequest(url: URL, mode = config.cookieSecure): boolean {
  if (mode === 'always') return true
  if (mode === 'never') return false
  return !LOCAL_HOSTS.has(url.hostname)
}

export function sessionCookieName(secure: boolean, production = config.production): string {
  return secure && production ? '__Host-session' : 'session'
}

function cookieSettings() {
  const secure = isSecureRequest(new URL(getRequest().url))
  return { name: sessionCookieName(secure), secure }
}

/** Tokens set during this request (getCookie does not see a cookie set in the same request). */
const issued = new WeakMap<Request, string>()

export const readSessionToken = createServerOnlyFn((): string | undefined => {
  return issued.get(getRequest()) ?? getCookie(cookieSettings().name)
})

/** Sets an HttpOnly, SameSite=Lax cookie, Secure outside localhost; the response is not cached. */
export const setServerCookie = createServerOnlyFn((name: string, value: string, maxAge: number) => {
  const secure = isSecureRequest(new URL(getRequest().url))
  setCookie(name, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge })
  setResponseHeader('cache-control', 'private, no-store')
})

function storeSessionToken(token: string) {
  issued.set(getRequest(), token)
  setServerCookie(cookieSettings().name, token, SESSION_MAX_AGE)
}

/** Asks the API for a token, sending the existing one when present, and stores it. */
export const renewSessionToken = createServerOnlyFn(async (existing: string | undefined): Promise<string> => {
  const { token } = await apiRequest({
    path: '/session/token',
    // Built here, not at module level: this module is also in the browser bundle (as stubs).
    schema: z.object({ token: z.string().min(8) }),
    error: 'No reservation token found',
    token: existing,
  })
  storeSessionToken(token)
  return token
})

/** The current token, obtaining one when the visitor has none yet. */
export const ensureSessionToken = createServerOnlyFn(async (): Promise<string> => {
  return readSessionToken() ?? renewSessionToken(undefined)
})

/** Makes sure every page and server-function request carries a session token cookie. */
export const sessionMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  if (!pathname.startsWith('/api/')) {
    try {
      await ensureSessionToken()
    } catch {
      // The API is unreachable: the page still renders; order calls will report the failure.
    }
  }
  return next()
})

/** The chosen agency (booking-and-accounts.md: its id persists so the server knows it). */
const AGENCY_COOKIE = 'agency_id'
const AGENCY_MAX_AGE = 60 * 60 * 24 * 365

export const readAgencyId = createServerOnlyFn((): number | undefined => {
  const id = Number(getCookie(AGENCY_COOKIE))
  return Number.isInteger(id) && id > 0 ? id : undefined
})

export const storeAgencyId = createServerOnlyFn((id: number) => setServerCookie(AGENCY_COOKIE, String(id), AGENCY_MAX_AGE))
