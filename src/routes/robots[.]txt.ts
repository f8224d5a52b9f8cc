import { createFileRoute } from '@tanstack/react-router'

/**
 * GET /robots.txt: crawlers keep to the pages worth indexing. A flight search, a booking, the
 * client space and sign-in are one visitor's (their pages say noindex too); `/search` is
 * matched exactly, not `/search-products`.
 */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const origin = new URL(request.url).origin
        const disallowed = ['/search$', '/search?', '/booking/', '/client-space/', '/auth/', '/api/', '/_serverFn/']
        const text = ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
        return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' } })
      },
    },
  },
})
