import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  bestPriceReplySchema,
  deeplinkReplySchema,
  departuresReplySchema,
  durationsReplySchema,
  monthPricesReplySchema,
  productCountSchema,
  productPageSchema,
  reviewsReplySchema,
  searchOptionsSchema,
  similarProductsSchema,
  topDestinationsReplySchema,
  TOP_DESTINATION_KEYS,
  type Product,
} from '~/api-contract/catalogue'
import { apiPath, apiRequest } from '~/server/api'
import { RESULTS_PAGE_SIZE } from './constants'

/**
 * Server functions of the catalogue (storefront-and-holidays.md §7). Input schemas stay inside
 * `.validator()` (stripped from the browser bundle); reply schemas come from the API contract
 * and are used in handlers only.
 */

/** An API query built by `toApiQuery` (plain strings and numbers). */
const apiQuery = () => z.record(z.string(), z.union([z.string().max(400), z.number()]))

export interface ProductsPage {
  count: number
  page: number
  hasNext: boolean
  results: Product[]
}

/** One page of `/search/products/full` (from page 1). */
export const searchProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ query: apiQuery(), page: z.number().int().min(1).max(1000) }))
  .handler(async ({ data }): Promise<ProductsPage> => {
    const reply = await apiRequest({
      path: '/search/products/full',
      query: { ...data.query, page: data.page, page_size: RESULTS_PAGE_SIZE },
      schema: productPageSchema,
      error: 'Failed to fetch products',
    })
    return { count: reply.count, page: data.page, hasNext: reply.next !== null, results: reply.results }
  })

export const OPTION_GROUPS = ['departure_city', 'destination', 'accommodation_type', 'theme', 'stars', 'scores', 'meal_plan', 'price_range'] as const
export type OptionGroup = (typeof OPTION_GROUPS)[number]

/** `/search/options`: the groups asked, each counted for the search without its own filter. */
export const getSearchOptions = createServerFn({ method: 'GET' })
  .validator(z.object({ query: apiQuery(), groups: z.array(z.enum(OPTION_GROUPS)).min(1) }))
  .handler(({ data }) =>
    apiRequest({
      path: '/search/options',
      query: { ...data.query, response_data: data.groups.join(',') },
      schema: searchOptionsSchema,
      error: 'Failed to fetch search options',
    }),
  )

/** `/search/products/count`: the live count of the filters drawer ('Afficher N offres'). */
export const countProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ query: apiQuery() }))
  .handler(async ({ data }) => (await apiRequest({ path: '/search/products/count', query: data.query, schema: productCountSchema, error: 'Failed to fetch products count' })).count)

export const getTopDestinations = createServerFn({ method: 'GET' })
  .validator(z.object({ key: z.enum(TOP_DESTINATION_KEYS) }))
  .handler(({ data }) => apiRequest({ path: '/search/destinations/top', query: { key: data.key }, schema: topDestinationsReplySchema, error: 'Failed to fetch top destinations' }))

/**
 * The product page's product (with its description), or null for an unknown slug; a slug no
 * product can have (empty, over 200 characters) is unknown too, not a refused call.
 */
export const getProductBySlug = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: z.string().trim().min(1).max(200).nullable().catch(null) }))
  .handler(async ({ data }): Promise<Product | null> => {
    if (data.slug === null) return null
    const reply = await apiRequest({ path: '/search/products', query: { slug: data.slug }, schema: productPageSchema, error: 'Failed to fetch product' })
    return reply.results.find((p) => p.slug === data.slug) ?? null
  })

/** Products by ids (`product_id__in`), in the order asked (favourites, viewed products). */
export const getProductsByIds = createServerFn({ method: 'GET' })
  .validator(z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }))
  .handler(async ({ data }) => (await apiRequest({ path: '/search/products', query: { product_id__in: data.ids }, schema: productPageSchema, error: 'Failed to fetch products' })).results)

const productId = () => z.number().int().positive()

export const getBestPrice = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId() }))
  .handler(({ data }) => apiRequest({ path: apiPath`/search/products/availability/${data.productId}/best`, schema: bestPriceReplySchema, error: 'Failed to fetch best price' }))

export const getDepartures = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId() }))
  .handler(({ data }) => apiRequest({ path: apiPath`/search/products/availability/${data.productId}/departures`, schema: departuresReplySchema, error: 'Failed to fetch departures' }))

export const getDurations = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId(), code: z.string().regex(/^[A-Za-z]{2,6}$/) }))
  .handler(({ data }) =>
    apiRequest({ path: apiPath`/search/products/availability/${data.productId}/departures/${data.code}/duration`, schema: durationsReplySchema, error: 'Failed to fetch durations' }),
  )

export const getMonthPrices = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      productId: productId(),
      code: z.string().regex(/^[A-Za-z]{2,6}$/),
      days: z.number().int().positive().max(120),
      nights: z.number().int().positive().max(120),
      yearMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    }),
  )
  .handler(({ data }) =>
    apiRequest({
      path: apiPath`/search/products/availability/${data.productId}/departures/${data.code}/${data.days}/${data.nights}`,
      query: { departure_year_month: data.yearMonth },
      schema: monthPricesReplySchema,
      error: 'Failed to fetch month prices',
    }),
  )

export const getReviews = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId() }))
  .handler(({ data }) => apiRequest({ path: apiPath`/search/products/review/${data.productId}`, schema: reviewsReplySchema, error: 'Failed to fetch reviews' }))

export const getSimilarProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ destination: z.string().min(1).max(60), exclude: productId().optional(), byPage: z.number().int().min(1).max(24) }))
  .handler(async ({ data }) =>
    (
      await apiRequest({
        path: '/menus/similar-product',
        query: { destination: data.destination, byPage: data.byPage, exclude: data.exclude },
        schema: similarProductsSchema,
        error: 'Failed to fetch similar products',
      })
    ).results,
  )

const deviceType = () => z.enum(['desktop', 'mobile', 'tablet'])

/** 'Réserver': the product deeplink (§7), the external address to go to. */
export const createProductDeeplink = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      productId: productId(),
      deviceType: deviceType(),
      goBackUrl: z.string().startsWith('/').max(1000),
      from: z.record(z.string(), z.union([z.string().max(400), z.number()])),
      avail: z
        .object({
          departureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          nightsNumber: z.number().int().positive(),
          daysNumber: z.number().int().positive(),
          departureCityCode: z.string().max(6),
          departureCityLabel: z.string().max(80),
        })
        .optional(),
    }),
  )
  .handler(async ({ data }) => {
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
  })

/** Hotel + flight: the booking address for the chosen places, dates and rooms (§2.12, §7). */
export const createHotelFlightDeeplink = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      deviceType: deviceType(),
      url: z.string().startsWith('/').max(1000),
      departure: z.object({ code: z.string().max(8), name: z.string().max(120), type: z.enum(['city', 'place']) }),
      destination: z.object({ code: z.string().max(8), name: z.string().max(120), type: z.enum(['city', 'place']) }),
      departureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      returnDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      rooms: z
        .array(z.object({ nbAdults: z.number().int().min(1).max(6), nbChildren: z.number().int().min(0).max(4), childBirthDates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(4) }))
        .min(1)
        .max(4),
    }),
  )
  .handler(async ({ data }) => {
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
  })
