import type { FlightSearchParams } from './search.schema'
import { placeLabel, type PlaceValue, type SearchFormValues } from './search-form.schema'

/** The flight search form ⇄ the /search URL (search.schema.ts names). */

export type SearchUrlParams = Partial<
  Pick<
    FlightSearchParams,
    | '_type'
    | 'from'
    | 'fromLabel'
    | 'fromType'
    | 'fromCountryCode'
    | 'to'
    | 'toLabel'
    | 'toType'
    | 'toCountryCode'
    | 'departure'
    | 'return'
    | 'adults'
    | 'childrens'
    | 'infants'
    | 'destinations'
  >
>

/** The /search parameters of valid form values (spec names; only what the trip type uses). */
export function toSearchParams(v: SearchFormValues): SearchUrlParams {
  const passengers = { adults: v.adults, childrens: v.childrens, infants: v.infants }
  if (v._type === 'multiDestinations') {
    return {
      _type: v._type,
      destinations: v.destinations.map((row) => ({
        from: row.from?.code,
        fromLabel: row.from ? placeLabel(row.from) : undefined,
        to: row.to?.code,
        toLabel: row.to ? placeLabel(row.to) : undefined,
        departure: row.departure || undefined,
      })),
      ...passengers,
    }
  }
  return {
    _type: v._type,
    from: v.from?.code,
    fromLabel: v.from ? placeLabel(v.from) : undefined,
    fromType: v.from?.type,
    fromCountryCode: v.from?.countryCode,
    to: v.to?.code,
    toLabel: v.to ? placeLabel(v.to) : undefined,
    toType: v.to?.type,
    toCountryCode: v.to?.countryCode,
    departure: v.departure || undefined,
    return: v._type === 'roundTrip' ? v.return || undefined : undefined,
    ...passengers,
  }
}

/** The search part of the URL (what the form edits). */
export function searchPart(p: FlightSearchParams): SearchUrlParams {
  const { _type, from, fromLabel, fromType, fromCountryCode, to, toLabel, toType, toCountryCode, departure, adults, childrens, infants, destinations } = p
  return {
    _type,
    from,
    fromLabel,
    fromType,
    fromCountryCode,
    to,
    toLabel,
    toType,
    toCountryCode,
    departure,
    return: p.return,
    adults,
    childrens,
    infants,
    destinations,
  }
}

/** A one-way or round trip by place codes, as an order's search gives it back. */
export interface TripSearch {
  from: string
  fromLabel: string
  fromType?: string
  fromCountryCode?: string
  to: string
  toLabel: string
  toType?: string
  toCountryCode?: string
  departure: string
  /** The return date of a round trip; none for a one-way trip. */
  return?: string
  adults: number
  childrens: number
  infants: number
}

/** The /search parameters of a one-way or round trip (a round trip is the URL's default type). */
export function tripSearchParams({ return: back, ...trip }: TripSearch): SearchUrlParams {
  return back ? { ...trip, return: back } : { _type: 'oneWay', ...trip }
}

/** A destination to search toward ('Meilleurs prix'): a city's code and name, and its country. */
export interface Destination {
  code: string
  name: string
  countryCode: string
}

/**
 * The same trip toward another destination: the search's origin, dates and passengers (a
 * multi-city trip's first flight, one way). Null without an origin or a date, or toward the origin.
 */
export function searchToward(p: FlightSearchParams, known: KnownPlaces | undefined, to: Destination): SearchUrlParams | null {
  const first = p._type === 'multiDestinations' ? p.destinations?.[0] : undefined
  const from = first ? first.from : p.from
  const departure = first ? first.departure : p.departure
  if (!from || !departure || from === to.code) return null
  const found = known?.[from]
  return tripSearchParams({
    from,
    fromLabel: found ? placeLabel(found) : ((first ? first.fromLabel : p.fromLabel) ?? from),
    fromType: found?.type ?? (first ? undefined : p.fromType),
    fromCountryCode: found?.countryCode || (first ? undefined : p.fromCountryCode),
    to: to.code,
    toLabel: placeLabel(to),
    toType: 'City',
    toCountryCode: to.countryCode,
    departure,
    return: p._type === 'roundTrip' ? p.return : undefined,
    adults: p.adults,
    childrens: p.childrens,
    infants: p.infants,
  })
}

/** 'Paris (PAR)' → 'Paris'; a label without a code in brackets is kept whole. */
function nameOf(label: string | undefined, code: string): string {
  if (!label) return code
  const match = /^(.*) \(([A-Z0-9]{2,8})\)$/.exec(label)
  return match && match[2] === code ? match[1]! : label
}

/** A location of the URL as the server's lookup found it (null: no such code). */
export type KnownPlaces = Record<string, PlaceValue | null>

function placeFromUrl(
  known: KnownPlaces | undefined,
  code: string | undefined,
  label: string | undefined,
  type?: string,
  countryCode?: string,
): PlaceValue | null {
  if (!code) return null
  const found = known?.[code]
  if (found === null) return null
  // The lookup's name wins over a label the URL may lack (or carry wrong).
  if (found) return found
  return { code, name: nameOf(label, code), type: type ?? 'City', countryCode: countryCode ?? '' }
}

/** The field's text: the place's label, or (an unknown code) the code itself, kept for the user to fix. */
const inputFor = (place: PlaceValue | null, code: string | undefined) => (place ? placeLabel(place) : (code ?? ''))

/**
 * Form values for a /search URL (to modify the search); what the URL lacks comes from `base`.
 * With `known` (the server's lookup of the URL's codes), names are resolved and an unknown
 * code is left as typed text, not picked.
 */
export function fromSearchParams(p: SearchUrlParams, base: SearchFormValues, known?: KnownPlaces): SearchFormValues {
  const from = placeFromUrl(known, p.from, p.fromLabel, p.fromType, p.fromCountryCode)
  const to = placeFromUrl(known, p.to, p.toLabel, p.toType, p.toCountryCode)
  const rows = (p.destinations ?? []).map((row) => {
    const rowFrom = placeFromUrl(known, row.from, row.fromLabel)
    const rowTo = placeFromUrl(known, row.to, row.toLabel)
    return {
      from: rowFrom,
      fromInputValue: inputFor(rowFrom, row.from),
      to: rowTo,
      toInputValue: inputFor(rowTo, row.to),
      departure: row.departure ?? '',
    }
  })
  return {
    ...base,
    _type: p._type ?? base._type,
    from,
    fromInputValue: inputFor(from, p.from),
    to,
    toInputValue: inputFor(to, p.to),
    departure: p.departure ?? base.departure,
    return: p.return ?? base.return,
    adults: p.adults ?? base.adults,
    childrens: p.childrens ?? base.childrens,
    infants: p.infants ?? base.infants,
    destinations: rows.length ? rows : base.destinations,
  }
}
