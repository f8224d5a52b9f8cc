import {
  bestPriceReplySchema,
  deeplinkReplySchema,
  departuresReplySchema,
  durationsReplySchema,
  monthPricesReplySchema,
  partyPriceReplySchema,
  productCountSchema,
  productPageSchema,
  reviewsReplySchema,
  reviewTextsReplySchema,
  type ReviewOrdering,
  searchOptionsSchema,
  similarProductsSchema,
  topDestinationsReplySchema,
  type PartyPriceRequest,
  type Product,
  type TOP_DESTINATION_KEYS,
} from '~/api-contract/catalogue'
import { apiPath, apiRequest } from '~/server/api'
import { RESULTS_PAGE_SIZE, REVIEWS_PAGE_SIZE } from './constants'

/** A country's formalities (the pages API, shared with the booking), for the product page. */
export { formalitiesOf } from '~/features/content-pages/server'

/** The catalogue's API calls (storefront-and-holidays.md §7), for catalogue.functions.ts. */

/** An API query built by `toApiQuery` (plain strings and numbers). */
export type ApiQuery = Record<string, string | number>

export interface ProductsPage {
  count: number
  page: number
  hasNext: boolean
  results: Product[]
  /** Only the page's first results: the rest of it is still to be asked for. */
  partial?: true
}

/** One page of `/search/products/full` (from page 1); with `first`, its first results only. */
export async function productsPage(query: ApiQuery, page: number, first?: number): Promise<ProductsPage> {
  const reply = await apiRequest({
    path: '/search/products/full',
    query: { ...query, page, page_size: RESULTS_PAGE_SIZE },
    schema: productPageSchema,
    error: 'Failed to fetch products',
  })
  const results = first === undefined ? reply.results : reply.results.slice(0, first)
  return { count: reply.count, page, hasNext: reply.next !== null, results, ...(results.length < reply.results.length ? { partial: true as const } : {}) }
}

/** `/search/options`: the groups asked, each counted for the search without its own filter. */
export const searchOptions = (query: ApiQuery, groups: readonly string[]) =>
  apiRequest({
    path: '/search/options',
    query: { ...query, response_data: groups.join(',') },
    schema: searchOptionsSchema,
    error: 'Failed to fetch search options',
  })

export const productCount = async (query: ApiQuery) =>
  (await apiRequest({ path: '/search/products/count', query, schema: productCountSchema, error: 'Failed to fetch products count' })).count

export const topDestinations = (key: (typeof TOP_DESTINATION_KEYS)[number]) =>
  apiRequest({ path: '/search/destinations/top', query: { key }, schema: topDestinationsReplySchema, error: 'Failed to fetch top destinations' })

/** The product of a slug, or null (null slug: unknown too). */
export async function productBySlug(slug: string | null): Promise<Product | null> {
  if (slug === null) return null
  const reply = await apiRequest({ path: '/search/products', query: { slug }, schema: productPageSchema, error: 'Failed to fetch product' })
  return reply.results.find((p) => p.slug === slug) ?? null
}

export const productsByIds = async (ids: number[]) =>
  (await apiRequest({ path: '/search/products', query: { product_id__in: ids }, schema: productPageSchema, error: 'Failed to fetch products' })).results

export const bestPrice = (productId: number) =>
  apiRequest({ path: apiPath`/search/products/availability/${productId}/best`, schema: bestPriceReplySchema, error: 'Failed to fetch best price' })

export const departures = (productId: number) =>
  apiRequest({ path: apiPath`/search/products/availability/${productId}/departures`, schema: departuresReplySchema, error: 'Failed to fetch departures' })

export const durations = (productId: number, code: string) =>
  apiRequest({
    path: apiPath`/search/products/availability/${productId}/departures/${code}/duration`,
    schema: durationsReplySchema,
    error: 'Failed to fetch durations',
  })

export const monthPrices = (data: { productId: number; code: string; days: number; nights: number; yearMonth: string }) =>
  apiRequest({
    path: apiPath`/search/products/availability/${data.productId}/departures/${data.code}/${data.days}/${data.nights}`,
    query: { departure_year_month: data.yearMonth },
    schema: monthPricesReplySchema,
    error: 'Failed to fetch month prices',
  })

/** A party's price on a product (beyond the specs: the demo API's `availability/{id}/price`). */
export const partyPrice = ({ productId, ...body }: PartyPriceRequest & { productId: number }) =>
  apiRequest({
    path: apiPath`/search/products/availability/${productId}/price`,
    method: 'POST',
    body,
    schema: partyPriceReplySchema,
    error: 'Failed to fetch party price',
  })

export const reviews = (productId: number) =>
  apiRequest({ path: apiPath`/search/products/review/${productId}`, schema: reviewsReplySchema, error: 'Failed to fetch reviews' })

/** A page of a product's reviews with their text, sorted, of one mark when asked. */
export const reviewTexts = (data: { productId: number; page: number; ordering: ReviewOrdering; mark?: number }) =>
  apiRequest({
    path: apiPath`/search/products/review/${data.productId}/texts`,
    query: { page: data.page, page_size: REVIEWS_PAGE_SIZE, ordering: data.ordering, ...(data.mark ? { mark: data.mark } : {}) },
    schema: reviewTextsReplySchema,
    error: 'Failed to fetch reviews',
  })

export const similarProducts = async (data: { destination: string; exclude?: number; byPage: number }) =>
  (
    await apiRequest({
      path: '/menus/similar-product',
      query: { destination: data.destination, byPage: data.byPage, exclude: data.exclude },
      schema: similarProductsSchema,
      error: 'Failed to fetch similar products',
    })
  ).results

export interface ProductDeeplinkRequest {
  productId: number
  deviceType: 'desktop' | 'mobile' | 'tablet'
  goBackUrl: string
  from: ApiQuery
  avail?: { departureDate: string; nightsNumber: number; daysNumber: number; departureCityCode: string; departureCityLabel: string }
}

/** 'Réserver': the product deeplink (§7), the external address to go to. */
export async function productDeeplink(data: ProductDeeplinkRequest): Promise<string> {
  const reply = await apiRequest({
    path: '/search/products/deeplink/product',
    method: 'POST',
    body: {
      ...data.from,
      productId: data.productId,
      deviceType: data.deviceType,
      goBackUrl: data.goBackUrl,
      extra: { channel: 'B2C' },
      ...(data.avail ? { bookingRequest: { productCatalogCode: String(data.productId), avail: data.avail } } : {}),
    },
    schema: deeplinkReplySchema,
    error: 'Failed to fetch product deeplink',
  })
  return reply.data.deeplink_url
}

interface Place {
  code: string
  name: string
  type: 'city' | 'place'
}
export interface HotelFlightDeeplinkRequest {
  deviceType: 'desktop' | 'mobile' | 'tablet'
  url: string
  departure: Place
  destination: Place
  departureDate: string
  returnDate: string
  rooms: Array<{ nbAdults: number; nbChildren: number; childBirthDates: string[] }>
}

/** Hotel + flight: the booking address for the chosen places, dates and rooms (§2.12, §7). */
export async function hotelFlightDeeplink(data: HotelFlightDeeplinkRequest): Promise<string> {
  const reply = await apiRequest({
    path: '/search/products/deeplink/hotel-vol',
    method: 'POST',
    body: {
      url: data.url,
      deviceType: data.deviceType,
      bookingRequest: {
        rooms: data.rooms,
        departure: data.departure,
        destination: data.destination,
        avail: { departureDate: data.departureDate, returnDate: data.returnDate },
        extra: { channel: 'B2C' },
        transport: 'flight',
      },
    },
    schema: deeplinkReplySchema,
    error: 'Something went wrong while fetching the hotel plus flight URL',
  })
  return reply.data.deeplink_url
}
