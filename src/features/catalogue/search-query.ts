import type { ProductSearchParams } from './search.schema'

/**
 * The spec's query-string rules towards the API (storefront-and-holidays.md §7): type_voyage,
 * departure_year_month, departure_day, flexibility_days, min_max_nights ('n,n'), theme joined
 * with '++', crois; lists as comma-separated values.
 */

/** The URL's search and filters, minus what does not change the list (layout, map open, products to compare). */
export type ResultsKey = Omit<ProductSearchParams, 'layout' | 'map' | 'compare'>

export function resultsKey({ layout: _layout, map: _map, compare: _compare, ...rest }: ProductSearchParams): ResultsKey {
  return rest
}

export type ApiSearchQuery = Record<string, string | number>

export function toApiQuery(search: Partial<ResultsKey>): ApiSearchQuery {
  const q: ApiSearchQuery = {}
  if (search.travelType) q.type_voyage = search.travelType
  if (search.destination) q.destination = search.destination
  if (search.departureCity) q.departure_city = search.departureCity
  if (search.departureDay) {
    q.departure_day = search.departureDay
    if (search.flexibilityDays) q.flexibility_days = search.flexibilityDays
  } else if (search.departureYearMonth) q.departure_year_month = search.departureYearMonth
  if (search.minMaxNights) q.min_max_nights = search.minMaxNights
  if (search.themes?.length) q.theme = search.themes.join('++')
  if (search.cruises) q.crois = search.cruises
  if (search.accommodationTypes?.length) q.accommodation_type = search.accommodationTypes.join(',')
  if (search.stars?.length) q.stars = search.stars.join(',')
  if (search.scores?.length) q.scores = search.scores.join(',')
  if (search.budget) q.price_max = search.budget
  if (search.mealPlans?.length) q.meal_plan = search.mealPlans.join(',')
  if (search.orderBy && search.orderBy !== 'price_asc') q.order_by = search.orderBy
  return q
}
