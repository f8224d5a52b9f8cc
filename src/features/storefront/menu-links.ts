import { MAIN_SITE_URL } from '~/lib/main-site'

/** How a menu URL opens: in the app (router), as a plain page load, or in a new tab (another site). */
export type MenuLinkKind = 'route' | 'document' | 'external'

/**
 * The kind of a URL from the menu data. Absolute URLs to another site and the brand's main site
 * open in a new tab; paths under /api/ are server pages (no client route); other paths are the
 * app's routes.
 */
export function menuLinkKind(url: string): MenuLinkKind {
  if (url.startsWith(MAIN_SITE_URL) && MAIN_SITE_URL !== '') return 'external'
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url)) return 'external'
  if (/^(?:mailto|tel):/i.test(url)) return 'document'
  if (url.startsWith('/api/')) return 'document'
  return 'route'
}

/** A route path split for the router's Link: '/search-products?travelType=sejour#x'. */
export function splitRouteUrl(url: string): { to: string; search: Record<string, string>; hash: string | undefined } {
  const parsed = new URL(url, 'http://route.invalid')
  const search: Record<string, string> = {}
  parsed.searchParams.forEach((value, key) => {
    search[key] = value
  })
  return { to: parsed.pathname, search, hash: parsed.hash ? parsed.hash.slice(1) : undefined }
}
