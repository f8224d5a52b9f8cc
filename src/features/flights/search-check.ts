import { dateBounds } from './search-dates'
import { defaultSearchValues, searchFormIssues } from './search-form.schema'
import { fromSearchParams, type KnownPlaces, type SearchUrlParams } from './search-url'
import type { FlightSearchParams } from './search.schema'

/**
 * A /search URL checked with the form's own rules (flights.md §5), so a pasted or typed link
 * gets the form's messages instead of an error page: same place twice, an unknown code, past
 * or inverted dates, more than 9 passengers, more infants than adults.
 */

export interface SearchIssue {
  /** The form's field path, e.g. 'to', 'infants', 'destinations[1].departure'. */
  field: string
  message: string
}

/** The codes of a URL's search (to look up before checking it). */
export function searchCodes(p: Pick<FlightSearchParams, '_type' | 'from' | 'to' | 'destinations'>): string[] {
  const codes = p._type === 'multiDestinations' ? (p.destinations ?? []).flatMap((r) => [r.from, r.to]) : [p.from, p.to]
  return [...new Set(codes.filter((c): c is string => Boolean(c)))]
}

/** Whether the URL asks for a search at all (a bare /search is the empty page, without messages). */
export function isSearchAttempt(p: Pick<FlightSearchParams, '_type' | 'from' | 'to' | 'destinations'>): boolean {
  return p._type === 'multiDestinations' ? (p.destinations?.length ?? 0) > 0 : Boolean(p.from || p.to)
}

const fieldName = (path: ReadonlyArray<string | number>) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('')

/** The form's messages for a URL's search; `known` is the lookup of `searchCodes` (null: unknown). */
export function searchUrlIssues(p: SearchUrlParams & Pick<FlightSearchParams, '_type'>, known: KnownPlaces, min: string = dateBounds().min): SearchIssue[] {
  if (!isSearchAttempt(p)) return []
  // Missing dates are the form's to ask for, not defaults: the URL is checked as it is.
  const base = { ...defaultSearchValues(), departure: '', return: '' }
  const values = fromSearchParams(p, base, known)
  return searchFormIssues(values, min).map((issue) => ({ field: fieldName(issue.path), message: issue.message }))
}
