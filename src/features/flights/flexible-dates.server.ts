import { cheapestMatching } from './results'
import { searchFacts } from './search-cache.server'
import { toSearchData } from './search-data'
import { earliestDepartureDate, shiftDays } from './search-dates'
import type { FlightSearchParams } from './search.schema'

const FLEX_DAYS = 3

export interface FlexibleDay {
  departure: string
  return: string | null
  /** The cheapest total price of the day among the flights the URL's filters keep; null: none. */
  price: number | null
}

/**
 * The flexible-dates strip: for departures ±3 days around the search (the return moves with
 * it; dates before today + 3 days left out), the cheapest flight the current filters keep, so
 * the search's own day shows the list's cheapest price.
 */
export async function flexibleDays(search: FlightSearchParams): Promise<FlexibleDay[]> {
  if (search._type === 'multiDestinations' || !search.departure) return []
  const earliest = earliestDepartureDate()
  const offsets = Array.from({ length: 2 * FLEX_DAYS + 1 }, (_, i) => i - FLEX_DAYS)
  const days = await Promise.all(
    offsets.map(async (offset) => {
      const departure = shiftDays(search.departure!, offset)
      const ret = search.return ? shiftDays(search.return, offset) : undefined
      if (departure < earliest) return null
      const searchData = toSearchData({ ...search, departure, return: ret })
      if (!searchData) return null
      const price = await searchFacts(searchData).then(
        (list) => cheapestMatching(list, search),
        () => null,
      )
      return { departure, return: ret ?? null, price }
    }),
  )
  return days.filter((d): d is FlexibleDay => d !== null)
}
