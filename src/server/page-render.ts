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

/** A cookie's value for what the page's HTML does not show (the session's presence, ensured by the middleware). */
export const readCookieUnnoted = (name: string): string | undefined => getCookie(name)
