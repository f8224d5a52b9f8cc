import type { SearchData } from '~/api-contract/flights'
import type { FlightSearchParams } from './search.schema'

/** The API's search request (flights.md §3: search_data with passengers and segments). */
export type { SearchData }

export type SearchCriteria = Pick<
  FlightSearchParams,
  '_type' | 'from' | 'to' | 'fromType' | 'toType' | 'departure' | 'return' | 'destinations' | 'adults' | 'childrens' | 'infants'
>

/** A round trip is two segments, the second reversed. Null while the search is incomplete. */
export function toSearchData(p: SearchCriteria): SearchData | null {
  const passengers = { adults: p.adults, childrens: p.childrens, infants: p.infants }
  const fromType = p.fromType ?? 'City'
  const toType = p.toType ?? 'City'
  if (p._type === 'multiDestinations') {
    const rows = p.destinations ?? []
    if (rows.length === 0 || rows.some((r) => !r.from || !r.to || !r.departure)) return null
    return { ...passengers, segments: rows.map((r) => ({ from: r.from!, to: r.to!, date: r.departure!, fromType: 'City', toType: 'City' })) }
  }
  if (!p.from || !p.to || !p.departure) return null
  const outbound = { from: p.from, to: p.to, date: p.departure, fromType, toType }
  if (p._type === 'oneWay') return { ...passengers, segments: [outbound] }
  if (!p.return || p.return < p.departure) return null
  return { ...passengers, segments: [outbound, { from: p.to, to: p.from, date: p.return, fromType: toType, toType: fromType }] }
}
