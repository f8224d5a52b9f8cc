import * as z from 'zod/mini'
import { TRAVEL_TYPES } from '~/api-contract/constants'
import { isIsoDate } from '~/lib/iso-date'
import { lazySchema } from '~/platform/lazy-schema'
import { CRUISE_THEMES, SORTS, STAR_CATEGORIES } from './url-constants'

/**
 * The /search-products URL: the search-products state of storefront-and-holidays.md §3
 * (travel type, accommodation types, destination, departure city, themes, flexibility, nights,
 * year-month, day, stars, scores, sort, layout, map open), plus the budget and meal plans of
 * the map's filter chips and the products chosen to compare. Every field falls back (`z.catch`) so a malformed link renders the
 * default page. On `zod/mini`: URL schemas load with every page.
 */

export const LAYOUTS = ['grid', 'list'] as const
export const ORDER_BY = SORTS.map((s) => s.id) as ['price_asc', 'mark_desc']

function withDefault<T extends z.ZodMiniType>(schema: T, value: z.output<T> & z.core.util.NoUndefined<z.output<T>>) {
  return z.catch(z._default(schema, value), value)
}
function maybe<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

/** A list from the URL: an array, a comma-separated string or a single value; invalid items dropped. */
function list<T>(parse: (item: string) => T | undefined, max: number) {
  return z.catch(
    z._default(
      z.pipe(
        z.unknown(),
        z.transform((raw: unknown): T[] => {
          const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : typeof raw === 'number' ? [raw] : []
          const out: T[] = []
          for (const item of items) {
            const value = typeof item === 'string' || typeof item === 'number' ? parse(String(item).trim()) : undefined
            if (value !== undefined && !out.includes(value)) out.push(value)
          }
          return out.slice(0, max)
        }),
      ),
      [],
    ),
    [],
  )
}

const code = (item: string) => (/^[a-z0-9][a-z0-9-]{0,39}$/i.test(item) ? item.toLowerCase() : undefined)
const label = (item: string) => (item.length > 0 && item.length <= 40 ? item : undefined)
const intIn = (allowed: readonly number[]) => (item: string) => (allowed.includes(Number(item)) ? Number(item) : undefined)
const SCORE_CODES = [5, 6, 7, 8, 9]
const productId = (item: string) => (/^[1-9]\d{0,8}$/.test(item) ? Number(item) : undefined)

/** At most this many products side by side ('Comparer'). */
export const COMPARE_MAX = 3

/** The results' URL fields (built when a schema below is first used). */
function productSearchShape() {
  const slug = z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/i), z.toLowerCase())
  const cityCode = z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z]{3,4}$/)),
    z.transform((s: string) => s.toUpperCase()),
  )
  const nights = z.string().check(
    z.regex(/^\d{1,2},\d{1,2}$/),
    z.refine((v) => {
      const [min, max] = v.split(',').map(Number) as [number, number]
      return min <= max && max <= 90
    }),
  )
  const flag = z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v: 'true' | 'false') => v === 'true'),
    ),
  ])

  return {
    travelType: maybe(z.enum(TRAVEL_TYPES)),
    accommodationTypes: list(code, 10),
    destination: maybe(slug),
    departureCity: maybe(cityCode),
    themes: list(code, 10),
    cruises: maybe(z.enum(CRUISE_THEMES)),
    flexibilityDays: maybe(z.coerce.number().check(z.int(), z.gte(0), z.lte(14))),
    minMaxNights: maybe(nights),
    departureYearMonth: maybe(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
    departureDay: maybe(z.string().check(z.refine(isIsoDate))),
    stars: list(intIn(STAR_CATEGORIES), 5),
    scores: list(intIn(SCORE_CODES), 5),
    budget: maybe(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    mealPlans: list(label, 10),
    orderBy: withDefault(z.enum(ORDER_BY), 'price_asc'),
    layout: withDefault(z.enum(LAYOUTS), 'grid'),
    map: withDefault(flag, false),
    compare: list(productId, COMPARE_MAX),
  }
}

/** Built on first use (see `lazySchema`): /search-products' URL. */
export const productSearchSchema = lazySchema(() => z.object(productSearchShape()))
export type ProductSearchParams = z.output<typeof productSearchSchema.schema>

/** Values left out of URLs (what a missing parameter means). */
export const PRODUCT_SEARCH_DEFAULTS = {
  accommodationTypes: [],
  themes: [],
  stars: [],
  scores: [],
  mealPlans: [],
  orderBy: 'price_asc',
  layout: 'grid',
  map: false,
  compare: [],
} as const satisfies Partial<ProductSearchParams>

/**
 * The product page: the results' query string carried over, plus the chosen duration and the
 * party, read by `partyOf` (party-param.ts: a party that breaks its rules is two adults), which
 * loads with the page rather than with every page's URL schemas.
 */
export const productPageSearchSchema = lazySchema(() =>
  z.object({
    ...productSearchShape(),
    nights: maybe(z.coerce.number().check(z.int(), z.gte(1), z.lte(90))),
    party: maybe(z.string().check(z.maxLength(100))),
  }),
)
export type ProductPageSearch = z.output<typeof productPageSearchSchema.schema>

/** The comparison of the chosen products (`compare`) reads the product page's URL: the results' search and the party to price. */
export type CompareSearch = ProductPageSearch

/** Filters of the panel (cleared by 'Effacer les filtres' / 'Tout effacer'). */
export const FILTER_KEYS = ['themes', 'accommodationTypes', 'stars', 'scores', 'mealPlans', 'budget'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export const EMPTY_FILTERS = { themes: [], accommodationTypes: [], stars: [], scores: [], mealPlans: [], budget: undefined } satisfies Pick<
  ProductSearchParams,
  FilterKey
>
