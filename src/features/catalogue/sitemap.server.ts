import { productPageSchema } from '~/api-contract/catalogue'
import { TRAVEL_TYPES } from '~/api-contract/constants'
import { apiRequest } from '~/server/api'
import { cached, memoryLayer } from '~/server/cache'

const SITEMAP_PAGE_SIZE = 200
const memory = memoryLayer<string[]>({ maxEntries: 1 })

/** Every product's slug, through the API's pages; an hour in the cache. */
async function productSlugs(): Promise<string[]> {
  const slugs: string[] = []
  for (let page = 1; ; page++) {
    const reply = await apiRequest({
      path: '/search/products/full',
      query: { page, page_size: SITEMAP_PAGE_SIZE },
      schema: productPageSchema,
      error: 'Failed to fetch products',
    })
    slugs.push(...reply.results.map((product) => product.slug))
    if (reply.next === null || reply.results.length === 0) return slugs
  }
}

/** The catalogue's indexable paths: each travel type's listing and every product page. */
export async function catalogueSitemapPaths(): Promise<string[]> {
  const slugs = await cached({ key: 'sitemap:product-slugs', ttlSeconds: 3600, staleWhileRevalidateSeconds: 86_400, memory, load: productSlugs })
  return [...TRAVEL_TYPES.map((type) => `/search-products?travelType=${type}`), ...slugs.map((slug) => `/product/${encodeURIComponent(slug)}`)]
}
