import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * What a crawler reads: one canonical URL for every permutation of a listing and for a product
 * reached with a listing's filters, noindex on a visitor's own pages, robots.txt and a sitemap
 * of the indexable pages (from the API), and titles that say what a page is.
 */
const head = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { accept: 'text/html' } })
  const html = await response.text()
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    noindex: /<meta name="robots" content="noindex"/.test(html),
  }
}

test('a listing has one canonical URL whatever the order, defaults and layout of its parameters, and a title naming the search', async ({ request }) => {
  const a = await head(request, '/search-products?travelType=circuit&destination=crete&layout=list&map=true&themes=%5B%22plage%22%2C%22culture%22%5D')
  const b = await head(request, '/search-products?themes=%5B%22culture%22%2C%22plage%22%5D&orderBy=price_asc&destination=crete&travelType=circuit')
  expect(a.canonical).toBe('/search-products?destination=crete&themes=%5B%22culture%22%2C%22plage%22%5D&travelType=circuit')
  expect(b.canonical).toBe(a.canonical)
  expect(a.title).toBe('Circuits : Crète | Horizon Voyages')
  expect(a.noindex).toBe(false)
})

test('the sitemap lists the indexable pages, robots.txt points at it; a product page reached from a listing is canonical without its filters', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /booking/')
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const locs = [...(await sitemap.text()).matchAll(/<loc>http:\/\/localhost:\d+([^<]*)<\/loc>/g)].map((m) => m[1]!)
  expect(locs).toEqual(expect.arrayContaining(['/', '/vol', '/search-products?travelType=circuit']))
  const products = locs.filter((loc) => loc.startsWith('/product/'))
  expect(products.length).toBeGreaterThan(100)
  const product = products[products.length - 1]!
  const page = await head(request, `${product}?travelType=sejour&layout=list&themes=%5B%22plage%22%5D`)
  expect(page.status).toBe(200)
  expect(page.canonical).toBe(product)
})

test("a visitor's own pages say noindex; a page not found says so in its title", async ({ request }) => {
  for (const path of ['/search?from=PAR&to=NYC', '/booking/fares', '/auth/check-email']) expect((await head(request, path)).noindex, path).toBe(true)
  expect((await head(request, '/vol')).noindex).toBe(false)
  const missing = await head(request, '/une-page-qui-nexiste-pas')
  expect(missing.status).toBe(404)
  expect(missing.title).toBe('Page introuvable | Horizon Voyages')
  expect((await head(request, '/product/offre-inconnue')).title).toBe('Offre introuvable | Horizon Voyages')
})
