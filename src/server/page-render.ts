/**
 * What a page's HTML depends on, told to the Node host's page cache
 * (src/platform/host/page-cache.mjs): each cookie a render reads. The cache keys a page on the
 * values of those cookies, so every cookie read for a page must go through `readCookie`
 * (session.ts); `getCookie` elsewhere is refused by lint. Outside the Node host (the edge build,
 * tests) there is no record and these do nothing.
 */
import { getCookie } from '@tanstack/react-start/server'

interface PageRender {
  /** The app notes its cookie reads: without it the cache keys the page on every cookie. */
  tracked: boolean
  cookies: Set<string>
  /** Who is signed in, as the page shows it (`shownIdentity`). */
  identity?: ShownIdentity
}

/** What the host needs to fill in a page for its visitor: see `shownIdentity`. */
interface ShownIdentity {
  /** The cookie that says who is signed in. */
  cookie: string
  /** What the page's HTML depends on beyond the strings ('' signed out). */
  variant: string
  /** Each string's placeholder in this render, and the visitor's string, by field. */
  placeholders: Record<string, string>
  values: Record<string, string>
}

const renders = () => (globalThis as Record<symbol, { getStore(): PageRender | undefined } | undefined>)[Symbol.for('voyages.pageRender')]

/** Said once per request (the session middleware): this render's cookie reads are noted. */
export function notingCookieReads(): void {
  const render = renders()?.getStore()
  if (render) render.tracked = true
}

/** A cookie's value, noted as something this page depends on. */
export function readCookie(name: string): string | undefined {
  renders()?.getStore()?.cookies.add(name)
  return getCookie(name)
}

/**
 * Who is signed in, as the page shows it. In a render the Node host's page cache keeps, each
 * string is a placeholder drawn for this render, which the host replaces by the visitor's own
 * (escaped for where it stands) in every answer: one page then serves every signed-in visitor
 * of the same `variant`, and the cache keys it on that, not on the `cookie`'s value. The
 * strings must be shown as they are (no slicing, no case change: derive them here). Elsewhere,
 * and for a render that does not say it notes its reads, the strings themselves.
 */
export function shownIdentity<T extends Record<string, string>>(cookie: string, identity: { variant: string; strings: T } | null): T | null {
  const render = renders()?.getStore()
  if (!render?.tracked) {
    render?.cookies.add(cookie)
    return identity?.strings ?? null
  }
  const shown = render.identity
  if (shown && (shown.cookie !== cookie || shown.variant !== (identity?.variant ?? ''))) {
    // Another identity in the same render (a sign-in during it): this one is the token's own.
    render.cookies.add(cookie)
    return identity?.strings ?? null
  }
  if (!identity) {
    render.identity = { cookie, variant: '', placeholders: {}, values: {} }
    return null
  }
  if (shown) {
    shown.values = identity.strings
    return shown.placeholders as T
  }
  const draw = crypto.randomUUID().replaceAll('-', '')
  const placeholders = Object.fromEntries(Object.keys(identity.strings).map((field) => [field, `visitor${draw}${field}end`]))
  render.identity = { cookie, variant: identity.variant, placeholders, values: identity.strings }
  return placeholders as T
}

/** A cookie's value for what the page's HTML does not show (the session's presence, ensured by the middleware). */
export const readCookieUnnoted = (name: string): string | undefined => getCookie(name)
