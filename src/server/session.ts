import { createMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import { deleteCookie, getRequest, setCookie, setResponseHeader } from '@tanstack/react-start/server'
import { isSessionToken } from '~/api-contract/ids'
import { sessionTokenReplySchema } from '~/api-contract/session'
import { apiRequest } from './api'
import { config } from './config'
import { ApiError } from './errors'
import { notingCookieReads, readCookie, readCookieUnnoted } from './page-render'
import { getItem, setItem } from './store'

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

/** `__Host-` prefixed on HTTPS in production (no Domain, Path=/, Secure: bound to this host). */
export function hostCookieName(base: string, secure: boolean, production = config.production): string {
  return secure && production ? `__Host-${base}` : base
}

export function sessionCookieName(secure: boolean, production = config.production): string {
  return hostCookieName('session', secure, production)
}

function cookieSettings(base = 'session') {
  const secure = isSecureRequest(new URL(getRequest().url))
  return { name: hostCookieName(base, secure), secure }
}

/** Tokens set during this request (getCookie does not see a cookie set in the same request). */
const issued = new WeakMap<Request, string>()

function sessionTokenFrom(read: (name: string) => string | undefined): string | undefined {
  const token = issued.get(getRequest()) ?? read(cookieSettings().name)
  return isSessionToken(token) ? token : undefined
}

/** The visitor's token; a cookie that is not a well-formed token counts as none (it is replaced). */
export const readSessionToken = createServerOnlyFn((): string | undefined => sessionTokenFrom(readCookie))

/**
 * Sets an HttpOnly, SameSite=Lax cookie, Secure outside localhost; the response is not cached.
 * Without `maxAge` the cookie ends with the browser session.
 */
export const setServerCookie = createServerOnlyFn((name: string, value: string, maxAge?: number) => {
  const secure = isSecureRequest(new URL(getRequest().url))
  setCookie(name, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAge === undefined ? {} : { maxAge }) })
  setResponseHeader('cache-control', 'private, no-store')
})

/** Removes a cookie set by setServerCookie. */
export const deleteServerCookie = createServerOnlyFn((name: string) => {
  const secure = isSecureRequest(new URL(getRequest().url))
  deleteCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' })
  setResponseHeader('cache-control', 'private, no-store')
})

function storeSessionToken(token: string) {
  issued.set(getRequest(), token)
  setServerCookie(cookieSettings().name, token, SESSION_MAX_AGE)
}

/** Asks the API for a token, sending the existing one when present (and well-formed), and stores it. */
export const renewSessionToken = createServerOnlyFn(async (existing: string | undefined): Promise<string> => {
  const { token } = await apiRequest({
    path: '/session/token',
    schema: sessionTokenReplySchema,
    error: 'No reservation token found',
    token: isSessionToken(existing) ? existing : undefined,
  })
  storeSessionToken(token)
  return token
})

/**
 * Runs an order call with the visitor's token. When the API no longer knows it (401: an API
 * restart, expiry, revocation) a fresh token is obtained, set as the cookie, and the call runs
 * once more with it, instead of failing on every call for the cookie's lifetime.
 */
export const withSessionToken = createServerOnlyFn(async <T>(call: (token: string) => Promise<T>): Promise<T> => {
  try {
    return await call(await ensureSessionToken())
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
    return call(await renewSessionToken(undefined))
  }
})

/**
 * A new reservation token at sign-in and sign-out, so a token planted or seen before cannot
 * follow the visitor across the change (session fixation). At sign-in (`keepOrders`) the API
 * moves the session's orders to the new token (`POST /session/token/rotate`), so a booking in
 * progress survives; an API without that call keeps the token rather than lose the booking. At
 * sign-out the token is simply replaced; without the API, the cookie is removed.
 */
export const rotateSessionToken = createServerOnlyFn(async (keepOrders = false): Promise<void> => {
  const existing = readSessionToken()
  if (keepOrders && existing) {
    try {
      const { token } = await apiRequest({
        path: '/session/token/rotate',
        method: 'POST',
        schema: sessionTokenReplySchema,
        error: 'No reservation token found',
        token: existing,
      })
      storeSessionToken(token)
      return
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) return
    }
  }
  try {
    await renewSessionToken(undefined)
  } catch {
    issued.set(getRequest(), '')
    deleteServerCookie(cookieSettings().name)
  }
})

/**
 * The server's own reservation token, for the flight searches it shares between visitors (an
 * anonymous search is cached by its search key, not by visitor). A visitor's own order
 * is created with the visitor's token when a flight is selected. `renew` after the API refused it.
 */
let sharedToken: Promise<string> | undefined
/** Kept in the server store so that every instance searches with the same token (and order). */
const SHARED_TOKEN_KEY = 'session:shared-search-token'
const SHARED_TOKEN_TTL_SECONDS = 24 * 60 * 60
export const sharedSearchToken = createServerOnlyFn((renew = false): Promise<string> => {
  if (renew || !sharedToken) {
    const pending = (async () => {
      const kept = renew ? undefined : await getItem<string>(SHARED_TOKEN_KEY).catch(() => undefined)
      if (kept) return kept
      const { token } = await apiRequest({ path: '/session/token', schema: sessionTokenReplySchema, error: 'No reservation token found' })
      await setItem(SHARED_TOKEN_KEY, token, SHARED_TOKEN_TTL_SECONDS).catch(() => undefined)
      return token
    })()
    sharedToken = pending
    pending.catch(() => {
      if (sharedToken === pending) sharedToken = undefined
    })
  }
  return sharedToken
})

/** The current token, obtaining one when the visitor has none yet. */
export const ensureSessionToken = createServerOnlyFn(async (): Promise<string> => {
  return readSessionToken() ?? renewSessionToken(undefined)
})

/**
 * Makes sure every page and server-function request carries a session token cookie. Whether
 * one was there changes no page (only its Set-Cookie, which the page cache never keeps): the
 * page cache is told of the cookies that pages read, not of this one.
 */
export const sessionMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  notingCookieReads()
  if (!pathname.startsWith('/api/')) {
    try {
      if (!sessionTokenFrom(readCookieUnnoted)) await renewSessionToken(undefined)
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
  const id = Number(readCookie(AGENCY_COOKIE))
  return Number.isInteger(id) && id > 0 ? id : undefined
})

export const storeAgencyId = createServerOnlyFn((id: number) => setServerCookie(AGENCY_COOKIE, String(id), AGENCY_MAX_AGE))

/**
 * The signed-in user's access token (from a sign-in reply), in its own HttpOnly cookie beside
 * the reservation token: persistent for the reply's lifetime when 'Se souvenir de moi' is
 * ticked, otherwise ending with the browser session. Read by server functions only; the
 * account domain's server door (`~/features/account/server`) is how other domains use it.
 */
const USER_COOKIE = 'user_session'
/** Changes made during this request ('' = cleared): getCookie does not see them. */
const userIssued = new WeakMap<Request, string>()

function userToken(read: (name: string) => string | undefined): string | undefined {
  const request = getRequest()
  const token = userIssued.has(request) ? userIssued.get(request) : read(cookieSettings(USER_COOKIE).name)
  if (!token) return undefined
  // A page or reply that depends on who is signed in is never stored by a shared cache.
  setResponseHeader('cache-control', 'private, no-store')
  return token
}

export const readUserToken = createServerOnlyFn((): string | undefined => userToken(readCookie))

/**
 * The token, read only to learn who is signed in: the page shows that through `shownIdentity`
 * (page-render.ts), given the cookie's name (`userCookieName`), not through the token's value.
 */
export const readUserTokenForIdentity = createServerOnlyFn((): string | undefined => userToken(readCookieUnnoted))
export const userCookieName = createServerOnlyFn((): string => cookieSettings(USER_COOKIE).name)

export const storeUserToken = createServerOnlyFn((token: string, persistSeconds?: number) => {
  userIssued.set(getRequest(), token)
  setServerCookie(cookieSettings(USER_COOKIE).name, token, persistSeconds)
})

export const clearUserToken = createServerOnlyFn(() => {
  userIssued.set(getRequest(), '')
  deleteServerCookie(cookieSettings(USER_COOKIE).name)
})

/**
 * Where to go after sign-in (a same-origin path, sanitised by the caller) and the
 * 'Se souvenir de moi' choice of a sign-in in progress, for a sign-in link opened later in
 * this browser. Short-lived, HttpOnly.
 */
const SIGN_IN_COOKIE = 'sign_in'
const SIGN_IN_MAX_AGE = 60 * 60

export interface PendingSignIn {
  redirect?: string
  remember?: boolean
}

const pendingIssued = new WeakMap<Request, PendingSignIn>()

export const readPendingSignIn = createServerOnlyFn((): PendingSignIn => {
  const request = getRequest()
  if (pendingIssued.has(request)) return pendingIssued.get(request)!
  const raw = readCookie(cookieSettings(SIGN_IN_COOKIE).name)
  if (!raw) return {}
  try {
    const parsed = JSON.parse(raw) as unknown
    if (!parsed || typeof parsed !== 'object') return {}
    const { redirect, remember } = parsed as Record<string, unknown>
    return { redirect: typeof redirect === 'string' ? redirect : undefined, remember: remember === true }
  } catch {
    return {}
  }
})

export const storePendingSignIn = createServerOnlyFn((pending: PendingSignIn) => {
  pendingIssued.set(getRequest(), pending)
  const name = cookieSettings(SIGN_IN_COOKIE).name
  if (!pending.redirect && !pending.remember) deleteServerCookie(name)
  else setServerCookie(name, JSON.stringify(pending), SIGN_IN_MAX_AGE)
})
