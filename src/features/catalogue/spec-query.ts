import { productSearchSchema, type ProductSearchParams } from './search.schema'

/**
 * The spec's query names for /search-products (storefront-and-holidays.md §7: type_voyage,
 * theme joined with '++', crois…) translated to the page's own names. Links that use them are
 * redirected to the canonical URL; values the page's schema rejects are dropped.
 */

type ListKey = 'themes' | 'accommodationTypes' | 'mealPlans'

/** Spec name → the page's name, for the names that differ (destination, stars and scores are the same). */
export const SPEC_QUERY_NAMES = {
  type_voyage: 'travelType',
  departure_city: 'departureCity',
  departure_year_month: 'departureYearMonth',
  departure_day: 'departureDay',
  flexibility_days: 'flexibilityDays',
  min_max_nights: 'minMaxNights',
  theme: 'themes',
  crois: 'cruises',
  accommodation_type: 'accommodationTypes',
  price_max: 'budget',
  meal_plan: 'mealPlans',
  order_by: 'orderBy',
} as const satisfies Record<string, keyof ProductSearchParams>

type SpecName = keyof typeof SPEC_QUERY_NAMES

/** List values: '++' between themes (a '+' reads as a space once decoded), commas elsewhere. */
const LIST_SEPARATOR: Record<ListKey, RegExp> = { themes: /[\s+,]+/, accommodationTypes: /,/, mealPlans: /,/ }

const isSpecName = (name: string): name is SpecName => Object.hasOwn(SPEC_QUERY_NAMES, name)

function isListKey(key: string): key is ListKey {
  return Object.hasOwn(LIST_SEPARATOR, key)
}

function serialize(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  return undefined
}

/**
 * The canonical query string (with its '?', or '' when nothing is left) of a query that uses a
 * spec name; null when it uses none (nothing to redirect). A spec name replaces the parameter it
 * names (even when its value is dropped); other parameters are kept as they are.
 */
export function canonicalSearchOf(query: URLSearchParams): string | null {
  const names = [...query.keys()]
  if (!names.some(isSpecName)) return null
  const raw: Record<string, unknown> = {}
  for (const name of names) {
    if (!isSpecName(name)) continue
    const key = SPEC_QUERY_NAMES[name]
    const value = query.get(name) ?? ''
    raw[key] = isListKey(key) ? value.split(LIST_SEPARATOR[key]).filter(Boolean) : value
  }
  const parsed = productSearchSchema.parse(raw) as Record<string, unknown>
  const out = new URLSearchParams()
  for (const [name, value] of query) if (!isSpecName(name) && !Object.hasOwn(raw, name)) out.append(name, value)
  for (const key of Object.keys(raw)) {
    const value = serialize(parsed[key])
    if (value !== undefined) out.set(key, value)
  }
  const search = out.toString()
  return search ? `?${search}` : ''
}
