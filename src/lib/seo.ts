export const BRAND_NAME = 'Horizon Voyages'

export interface HeadOptions {
  /** The page's canonical path (with its query string), for crawlers: one URL per content. */
  canonical?: string
  /** Pages of one visitor (a search, a booking, the client space, sign-in): not indexed. */
  noindex?: boolean
}

/** `<title>`, description meta, canonical link and robots meta for a route's head(). */
export function pageHead(title: string, description?: string, { canonical, noindex }: HeadOptions = {}) {
  return {
    meta: [
      { title: `${title} | ${BRAND_NAME}` },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: canonical ? [{ rel: 'canonical', href: canonical }] : [],
  }
}

/** The robots meta of a layout route whose pages are all a visitor's own (merged into its pages' heads). */
export const noindexHead = () => ({ meta: [{ name: 'robots', content: 'noindex' }] })

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const sorted = (value: unknown) => (Array.isArray(value) ? [...value].sort() : value)
/** A value as the router writes it in a URL: strings as they are, anything else as JSON. */
const written = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * A listing's canonical URL: its parameters in a fixed order (keys and list values sorted), the
 * defaults and the presentation-only ones (`omit`: layout, map) left out, written as the router
 * writes URLs. Every permutation of one search has the same canonical.
 */
export function canonicalUrl(
  path: string,
  search: Record<string, unknown>,
  { defaults = {}, omit = [] }: { defaults?: Record<string, unknown>; omit?: readonly string[] } = {},
) {
  const kept = Object.keys(search)
    .filter((key) => !omit.includes(key) && !isEmpty(search[key]) && !(key in defaults && same(search[key], defaults[key])))
    .sort()
  const query = new URLSearchParams(kept.map((key) => [key, written(sorted(search[key]))])).toString()
  return query ? `${path}?${query}` : path
}
