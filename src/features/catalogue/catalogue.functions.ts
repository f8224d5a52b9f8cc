import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { partyPriceRequestSchema, TOP_DESTINATION_KEYS } from '~/api-contract/catalogue'
import {
  bestPrice,
  departures,
  durations,
  formalitiesOf,
  hotelFlightDeeplink,
  monthPrices,
  partyPrice,
  productBySlug,
  productCount,
  productDeeplink,
  productsByIds,
  productsPage,
  reviews,
  reviewTexts,
  searchOptions,
  similarProducts,
  topDestinations,
} from './catalogue.server'
import { RESULTS_PAGE_SIZE } from './constants'

export type { ProductsPage } from './catalogue.server'

/**
 * Server functions of the catalogue (storefront-and-holidays.md §7): input schemas stay inside
 * `.validator()` (stripped from the browser bundle), the API calls are in catalogue.server.ts.
 */

/** An API query built by `toApiQuery` (plain strings and numbers). */
const apiQuery = () => z.record(z.string(), z.union([z.string().max(400), z.number()]))

/** One page of `/search/products/full` (from page 1). */
export const searchProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ query: apiQuery(), page: z.number().int().min(1).max(1000), first: z.number().int().min(1).max(RESULTS_PAGE_SIZE).optional() }))
  .handler(({ data }) => productsPage(data.query, data.page, data.first))

export const OPTION_GROUPS = ['departure_city', 'destination', 'accommodation_type', 'theme', 'stars', 'scores', 'meal_plan', 'price_range'] as const
export type OptionGroup = (typeof OPTION_GROUPS)[number]

/** `/search/options`: the groups asked, each counted for the search without its own filter. */
export const getSearchOptions = createServerFn({ method: 'GET' })
  .validator(z.object({ query: apiQuery(), groups: z.array(z.enum(OPTION_GROUPS)).min(1) }))
  .handler(({ data }) => searchOptions(data.query, data.groups))

/** `/search/products/count`: the live count of the filters drawer ('Afficher N offres'). */
export const countProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ query: apiQuery() }))
  .handler(({ data }) => productCount(data.query))

export const getTopDestinations = createServerFn({ method: 'GET' })
  .validator(z.object({ key: z.enum(TOP_DESTINATION_KEYS) }))
  .handler(({ data }) => topDestinations(data.key))

/**
 * The product page's product (with its description), or null for an unknown slug; a slug no
 * product can have (empty, over 200 characters) is unknown too, not a refused call.
 */
export const getProductBySlug = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: z.string().trim().min(1).max(200).nullable().catch(null) }))
  .handler(({ data }) => productBySlug(data.slug))

/** Products by ids (`product_id__in`), in the order asked (favourites, viewed products). */
export const getProductsByIds = createServerFn({ method: 'GET' })
  .validator(z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }))
  .handler(({ data }) => productsByIds(data.ids))

const productId = () => z.number().int().positive()

export const getBestPrice = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId() }))
  .handler(({ data }) => bestPrice(data.productId))

export const getDepartures = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId() }))
  .handler(({ data }) => departures(data.productId))

export const getDurations = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId(), code: z.string().regex(/^[A-Za-z]{2,6}$/) }))
  .handler(({ data }) => durations(data.productId, data.code))

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
  .handler(({ data }) => monthPrices(data))

/** The party's price for a departure city, a stay and a date (omitted: the from-price's date). */
export const getPartyPrice = createServerFn({ method: 'GET' })
  .validator(partyPriceRequestSchema.extend({ productId: productId() }))
  .handler(({ data }) => partyPrice(data))

export const getReviews = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: productId() }))
  .handler(({ data }) => reviews(data.productId))

/** The formalities of a country (ISO code) or of its area when it has a page, or null when the pages API has none or fails. */
export const getFormalities = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      countryCode: z.string().regex(/^[A-Z]{2}$/),
      areas: z
        .array(z.string().regex(/^[\w-]{1,50}$/))
        .max(4)
        .catch([]),
    }),
  )
  .handler(({ data }) => formalitiesOf(data.countryCode, data.areas))

export const getReviewTexts = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      productId: productId(),
      page: z.number().int().min(1).max(10_000),
      ordering: z.enum(['recent', 'mark_desc', 'mark_asc']),
      mark: z.number().int().min(1).max(10).optional(),
    }),
  )
  .handler(({ data }) => reviewTexts(data))

export const getSimilarProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ destination: z.string().min(1).max(60), exclude: productId().optional(), byPage: z.number().int().min(1).max(24) }))
  .handler(({ data }) => similarProducts(data))

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
  .handler(({ data }) => productDeeplink(data))

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
        .array(
          z.object({
            nbAdults: z.number().int().min(1).max(6),
            nbChildren: z.number().int().min(0).max(4),
            childBirthDates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(4),
          }),
        )
        .min(1)
        .max(4),
    }),
  )
  .handler(({ data }) => hotelFlightDeeplink(data))
