import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Product, ReviewOrdering } from '~/api-contract/catalogue'
import type { Party } from '~/api-contract/party'
import { SERVER_FIRST_PRODUCTS, type TopDestinationsKey } from './constants'
import {
  countProducts,
  getBestPrice,
  getDepartures,
  getDurations,
  getFormalities,
  getMonthPrices,
  getPartyPrice,
  getProductBySlug,
  getProductsByIds,
  getReviews,
  getReviewTexts,
  getSearchOptions,
  getSimilarProducts,
  getTopDestinations,
  searchProducts,
  type OptionGroup,
} from './catalogue.functions'
import { toApiQuery, type ResultsKey } from './search-query'

/** Catalogue reads: one factory per call, used by loaders and components alike. */

const FIVE_MINUTES = 5 * 60_000
const ONE_HOUR = 60 * 60_000

/** The results, paged from page 1 (infinite scroll); the server's first page is short (`partial`: ResultsPage completes it). */
export const productResultsQuery = (search: ResultsKey) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'results', search],
    queryFn: ({ pageParam }) =>
      searchProducts({
        data: { query: toApiQuery(search), page: pageParam, ...(pageParam === 1 && typeof window === 'undefined' ? { first: SERVER_FIRST_PRODUCTS } : {}) },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext && last.results.length > 0 ? last.page + 1 : undefined),
    staleTime: FIVE_MINUTES,
  })

/** The filter groups of the results page (counts of each group without its own filter). */
export const FILTER_GROUPS: OptionGroup[] = ['departure_city', 'destination', 'accommodation_type', 'theme', 'stars', 'scores', 'meal_plan', 'price_range']

export const searchOptionsQuery = (search: Partial<ResultsKey>, groups: OptionGroup[] = FILTER_GROUPS) =>
  queryOptions({
    queryKey: ['catalogue', 'options', toApiQuery({ ...search, orderBy: undefined }), groups],
    queryFn: () => getSearchOptions({ data: { query: toApiQuery({ ...search, orderBy: undefined }), groups } }),
    staleTime: FIVE_MINUTES,
  })

/** The options of a search form (departure cities, destinations, accommodation types); data cached without expiry. */
export const formOptionsQuery = (travelType: ResultsKey['travelType'], accommodationTypes: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'form-options', travelType, accommodationTypes],
    queryFn: () =>
      getSearchOptions({
        data: {
          query: toApiQuery({ travelType, accommodationTypes: [...accommodationTypes] }),
          groups: ['departure_city', 'destination', 'accommodation_type'],
        },
      }),
    staleTime: Infinity,
  })

/** The drawer's live count: keeps the previous figure while the next one loads. */
export const productCountQuery = (search: Partial<ResultsKey>) =>
  queryOptions({
    queryKey: ['catalogue', 'count', toApiQuery({ ...search, orderBy: undefined })],
    queryFn: () => countProducts({ data: { query: toApiQuery({ ...search, orderBy: undefined }) } }),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
  })

export const topDestinationsQuery = (key: TopDestinationsKey) =>
  queryOptions({ queryKey: ['catalogue', 'top-destinations', key], queryFn: () => getTopDestinations({ data: { key } }), staleTime: Infinity })

export const productQuery = (slug: string) =>
  queryOptions({ queryKey: ['catalogue', 'product', slug], queryFn: () => getProductBySlug({ data: { slug } }), staleTime: FIVE_MINUTES })

/** Products by ids: only with a non-empty list (§5). */
export const productsByIdsQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['catalogue', 'by-ids', ids],
    queryFn: () => getProductsByIds({ data: { ids: [...ids] } }),
    enabled: ids.length > 0,
    staleTime: FIVE_MINUTES,
  })

/** An availability reply: its data, or the reply's own message raised (§8). */
function unwrap<T>(reply: { status: 'success'; data: T } | { status: 'error'; message: string }): T {
  if (reply.status === 'error') throw new Error(reply.message)
  return reply.data
}

export const bestPriceQuery = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'best', productId],
    queryFn: async () => unwrap(await getBestPrice({ data: { productId } })),
    staleTime: FIVE_MINUTES,
    retry: false,
  })

export const departuresQuery = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'departures', productId],
    queryFn: async () => unwrap(await getDepartures({ data: { productId } })),
    staleTime: FIVE_MINUTES,
    retry: false,
  })

/** Durations: needs the product and a departure code (§5). */
export const durationsQuery = (productId: number, code: string | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'durations', productId, code],
    queryFn: async () => unwrap(await getDurations({ data: { productId, code: code! } })),
    enabled: Boolean(code),
    staleTime: FIVE_MINUTES,
    retry: false,
  })

export interface MonthPricesKey {
  productId: number
  code?: string
  year?: number
  month?: number
  nights?: number
  days?: number
}

/** Month prices: only when product, year, month, nights, days and departure are all there, nights and days above 0 (§5). */
export const canQueryMonthPrices = (k: MonthPricesKey): k is Required<MonthPricesKey> =>
  Boolean(k.productId && k.code && k.year && k.month && k.nights && k.days && k.nights > 0 && k.days > 0)

export const monthPricesQuery = (k: MonthPricesKey) =>
  queryOptions({
    queryKey: ['catalogue', 'month-prices', k.productId, k.code, k.year, k.month, k.nights, k.days],
    queryFn: async () => {
      if (!canQueryMonthPrices(k)) return []
      const yearMonth = `${k.year}-${String(k.month).padStart(2, '0')}`
      return unwrap(await getMonthPrices({ data: { productId: k.productId, code: k.code, days: k.days, nights: k.nights, yearMonth } }))
    },
    enabled: canQueryMonthPrices(k),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
    retry: false,
  })

export interface PartyPriceKey {
  productId: number
  code?: string
  nights?: number
  days?: number
  /** The chosen day; none: the from-price's day under the city and stay. */
  date?: string
  party: Party
}

/** The party's price: once a departure city and a stay are known; the last price stays shown while the next one loads. */
export const partyPriceQuery = (k: PartyPriceKey) =>
  queryOptions({
    queryKey: ['catalogue', 'party-price', k.productId, k.code, k.nights, k.days, k.date, k.party],
    queryFn: async () =>
      unwrap(
        await getPartyPrice({
          data: { productId: k.productId, departure_city: k.code!, nights: k.nights!, days: k.days!, date: k.date, party: k.party },
        }),
      ),
    enabled: Boolean(k.code && k.nights && k.days),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
    retry: false,
  })

export const reviewsQuery = (productId: number) =>
  queryOptions({ queryKey: ['catalogue', 'reviews', productId], queryFn: () => getReviews({ data: { productId } }), staleTime: FIVE_MINUTES })

/** A page of a product's reviews with their text; the page shown stays while the next loads. */
export const reviewTextsQuery = (productId: number, k: { page: number; ordering: ReviewOrdering; mark?: number }) =>
  queryOptions({
    queryKey: ['catalogue', 'review-texts', productId, k],
    queryFn: () => getReviewTexts({ data: { productId, ...k } }),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
  })

/**
 * The product's country: the first destination under its region, when its code is an ISO
 * country code (upper-cased for the pages API), with the areas its formalities may be kept by; undefined otherwise. Kept beside its query so
 * the product route's loader needs no other module.
 */
export function productCountry(p: Pick<Product, 'parent_destinations'>): { code: string; label: string; areas: string[] } | undefined {
  const parent = p.parent_destinations[0]
  const country = parent?.destinations[0]
  if (!parent || !country || !/^[a-z]{2}$/i.test(country.code)) return undefined
  // Its areas, most precise first: the destination in the country, then the catalogue's region.
  const areas = [parent.destinations[1]?.code, parent.code].filter((code): code is string => Boolean(code))
  return { code: country.code.toUpperCase(), label: country.label, areas }
}

/** The formalities of a country, or of its area when it has its own (null: none to show); the server keeps them a day. */
export const formalitiesQuery = (place: { code: string; areas: string[] } | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'formalities', place?.code, place?.areas],
    queryFn: () => getFormalities({ data: { countryCode: place!.code, areas: place!.areas } }),
    enabled: place !== undefined,
    staleTime: ONE_HOUR,
  })

/** Similar products: needs the destination (§5). */
export const similarProductsQuery = (destination: string | undefined, exclude: number) =>
  queryOptions({
    queryKey: ['catalogue', 'similar', destination, exclude],
    queryFn: () => getSimilarProducts({ data: { destination: destination!, exclude, byPage: 8 } }),
    enabled: Boolean(destination),
    staleTime: FIVE_MINUTES,
  })
