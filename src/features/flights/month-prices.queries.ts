import { queryOptions } from '@tanstack/react-query'
import { getMonthPrices } from './month-prices.functions'
import type { MonthPricesSearch } from './month-prices'

// Imported by lazy parts only (the date picker's calendars, the results' price graph), not by
// flights.queries.ts: the call's stub stays out of the pages' initial JS.
/** A month's prices for a search; kept as long as the server keeps them (15 minutes). */
export const monthPricesQuery = (search: MonthPricesSearch, month: string) =>
  queryOptions({
    queryKey: ['flights', 'month-prices', search, month],
    queryFn: () => getMonthPrices({ data: { ...search, month } }),
    staleTime: 15 * 60 * 1000,
  })
