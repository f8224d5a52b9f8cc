import { createMiddleware } from '@tanstack/react-start'
import { canonicalSearchOf } from './spec-query'

const RESULTS_PATH = '/search-products'

/** A GET of /search-products with the spec's query names: a permanent redirect to the page's own names. */
export function specSearchRedirect(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  if (url.pathname !== RESULTS_PATH) return null
  const search = canonicalSearchOf(url.searchParams)
  if (search === null) return null
  return new Response(null, { status: 301, headers: { location: `${RESULTS_PATH}${search}`, 'cache-control': 'public, max-age=3600' } })
}

/** Request middleware: partner links written with the spec's names land on the canonical results URL. */
export const specSearchRedirectMiddleware = createMiddleware({ type: 'request' }).server(({ request, next }) => specSearchRedirect(request) ?? next())
