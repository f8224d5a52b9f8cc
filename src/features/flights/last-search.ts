import { isIsoDate } from '~/lib/iso-date'
import { nextDay } from './search-dates'
import { searchFormValuesSchema, type SearchFormValues } from './search-form.schema'
import { isTripType, type TripType } from './trip-types'

/** The last search (localStorage; the URL always wins). */

export const LAST_SEARCH_KEY = 'horizon.flights.lastSearch'

export function saveLastSearch(v: SearchFormValues): void {
  try {
    localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(v))
  } catch {
    // storage full or disabled: the search still runs
  }
}

/** The last search, its dates moved up to the earliest date when they have passed. */
export function loadLastSearch(base: SearchFormValues, min: string): SearchFormValues | null {
  try {
    const raw = localStorage.getItem(LAST_SEARCH_KEY)
    if (!raw) return null
    const parsed = searchFormValuesSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) return null
    const v = parsed.data as SearchFormValues
    const stale = (d: string) => !d || !isIsoDate(d) || d < min
    const departure = stale(v.departure) ? base.departure : v.departure
    const ret = stale(v.return) || v.return < departure ? (departure === base.departure ? base.return : nextDay(departure)) : v.return
    return {
      ...v,
      departure,
      return: ret,
      destinations: v.destinations.map((row) => ({ ...row, departure: stale(row.departure) ? base.departure : row.departure })),
    }
  } catch {
    return null
  }
}

/** The trip type of the last search (to pick the landing tab), or null. */
export function lastSearchType(): TripType | null {
  try {
    const raw = localStorage.getItem(LAST_SEARCH_KEY)
    if (!raw) return null
    const type = (JSON.parse(raw) as { _type?: unknown })._type
    return isTripType(type) ? type : null
  } catch {
    return null
  }
}
