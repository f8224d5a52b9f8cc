import { priceGraphWindow } from './price-graph'
import { cheapestMatching } from './results'
import { searchFacts } from './search-cache.server'
import { toSearchData } from './search-data'
import { dateBounds, earliestDepartureDate, shiftDays } from './search-dates'
import type { FlightSearchParams } from './search.schema'

const FLEX_DAYS = 3
/** Searches run at once for a range of days (the graph's 61 days would otherwise start together). */
const AT_ONCE = 4

export interface FlexibleDay {
  departure: string
  return: string | null
  /** The cheapest total price of the day among the flights the URL's filters keep; null: none. */
  price: number | null
}

/** `task(0…n-1)` with at most `limit` running at once, results in order. */
async function mapLimit<T>(n: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(n)
  let next = 0
  const worker = async () => {
    while (next < n) {
      const i = next++
      out[i] = await task(i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, n) }, worker))
  return out
}

/**
 * For each departure `offsets` days from the search's (the return moves with it; dates before
 * the earliest departure left out), the cheapest flight the URL's filters keep.
 */
async function cheapestAround(search: FlightSearchParams, offsets: readonly number[]): Promise<FlexibleDay[]> {
  if (search._type === 'multiDestinations' || !search.departure) return []
  const earliest = earliestDepartureDate()
  const days = await mapLimit(offsets.length, AT_ONCE, async (i) => {
    const departure = shiftDays(search.departure!, offsets[i]!)
    const ret = search.return ? shiftDays(search.return, offsets[i]!) : undefined
    if (departure < earliest) return null
    const searchData = toSearchData({ ...search, departure, return: ret })
    if (!searchData) return null
    const price = await searchFacts(searchData).then(
      (list) => cheapestMatching(list, search),
      () => null,
    )
    return { departure, return: ret ?? null, price }
  })
  return days.filter((d): d is FlexibleDay => d !== null)
}

/**
 * The flexible-dates strip: ±3 days around the search, with the current filters, so the
 * search's own day shows the list's cheapest price.
 */
export function flexibleDays(search: FlightSearchParams): Promise<FlexibleDay[]> {
  return cheapestAround(
    search,
    Array.from({ length: 2 * FLEX_DAYS + 1 }, (_, i) => i - FLEX_DAYS),
  )
}

/**
 * The price graph's days under the URL's filters (without filters it reads the month prices):
 * every day of its window, each the cheapest flight the filters keep that day.
 */
export function filteredGraphDays(search: FlightSearchParams): Promise<FlexibleDay[]> {
  const window = priceGraphWindow(search, dateBounds())
  if (!window || !search.departure) return Promise.resolve([])
  const from = -daysBetween(window.first, search.departure)
  const count = daysBetween(window.first, window.last) + 1
  return cheapestAround(
    search,
    Array.from({ length: count }, (_, i) => from + i),
  )
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
