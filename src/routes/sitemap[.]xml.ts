import { createFileRoute } from '@tanstack/react-router'
import { catalogueSitemapPaths } from '~/features/catalogue/server'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** GET /sitemap.xml: the pages worth indexing (home, flights, the catalogue's listings and products), for crawlers. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const origin = new URL(request.url).origin
        const paths = ['/', '/vol', ...(await catalogueSitemapPaths())]
        const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')
        return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        })
      },
    },
  },
})
