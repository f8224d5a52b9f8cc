import { Temporal } from 'temporal-polyfill'
import { z } from 'zod'
import { todayInParis } from '~/lib/dates'
import { isIsoDate } from '~/lib/iso-date'
import { MAX_PASSENGERS, type FlightSearchParams, type TRIP_TYPES } from './search.schema'

/**
 * The flight search form (flights.md §2, §3, §5): its values, the zod schema of its rules with
 * the spec's French messages, and the mapping to the /search URL (search.schema.ts names).
 */

export type TripType = (typeof TRIP_TYPES)[number]

/** A location picked from the suggestions. `type` is the location category ('City', 'Airport', …). */
export interface PlaceValue {
  code: string
  name: string
  countryCode: string
  countryName?: string
  type: string
}

export interface SegmentValues {
  from: PlaceValue | null
  /** What the user typed (kept when nothing is picked, so nothing typed is lost). */
  fromInputValue: string
  to: PlaceValue | null
  toInputValue: string
  departure: string
}

export interface SearchFormValues {
  _type: TripType
  from: PlaceValue | null
  fromInputValue: string
  to: PlaceValue | null
  toInputValue: string
  /** YYYY-MM-DD, or '' when cleared. */
  departure: string
  return: string
  adults: number
  childrens: number
  infants: number
  destinations: SegmentValues[]
}

export const MESSAGES = {
  required: 'Requise',
  pickDeparture: 'Veuillez sélectionner une ville de départ dans la liste proposée',
  pickDestination: 'Veuillez sélectionner une ville de destination dans la liste proposée',
  invalidDate: 'Date invalide',
  returnBeforeDeparture: 'La date de retour doit être après la date de départ',
  segmentRequired: 'At least one segment is required',
  tooManyPassengers: `${MAX_PASSENGERS} passagers maximum`,
  infantsOverAdults: 'Un bébé maximum par adulte',
} as const

/** Earliest selectable date: today (Paris) plus 3 days; defaults today + 3 and today + 4. */
export const EARLIEST_DAYS = 3
export const MAX_SEGMENTS = 6

export function dateBounds(today: Temporal.PlainDate = todayInParis()) {
  return {
    min: today.add({ days: EARLIEST_DAYS }).toString(),
    defaultDeparture: today.add({ days: EARLIEST_DAYS }).toString(),
    defaultReturn: today.add({ days: EARLIEST_DAYS + 1 }).toString(),
    /** The calendars stop a year ahead (airlines sell about 330 days out). */
    max: today.add({ years: 1 }).toString(),
  }
}

/** The day after `iso` (for a new multi-destination row). */
export function nextDay(iso: string): string {
  return Temporal.PlainDate.from(iso).add({ days: 1 }).toString()
}

export function emptySegment(departure = ''): SegmentValues {
  return { from: null, fromInputValue: '', to: null, toInputValue: '', departure }
}

export function defaultSearchValues(today?: Temporal.PlainDate): SearchFormValues {
  const { defaultDeparture, defaultReturn } = dateBounds(today)
  return {
    _type: 'roundTrip',
    from: null,
    fromInputValue: '',
    to: null,
    toInputValue: '',
    departure: defaultDeparture,
    return: defaultReturn,
    adults: 1,
    childrens: 0,
    infants: 0,
    destinations: [emptySegment(defaultDeparture)],
  }
}

/** 'Paris (PAR)': the name plus the code in brackets (fromLabel / toLabel). */
export function placeLabel(place: Pick<PlaceValue, 'name' | 'code'>): string {
  return `${place.name} (${place.code})`
}

// ---------------------------------------------------------------------------------------------
// Passengers (flights.md §4, §5)

export interface Passengers {
  adults: number
  childrens: number
  infants: number
}

/** Lowering adults when infants equal adults also lowers infants. */
export function withAdults(p: Passengers, adults: number): Passengers {
  const next = Math.max(1, Math.min(adults, MAX_PASSENGERS - p.childrens - p.infants))
  return { ...p, adults: next, infants: Math.min(p.infants, next) }
}

/** Most of each kind that can be set now: total ≤ 9, infants ≤ adults. */
export function passengerLimits(p: Passengers) {
  const room = MAX_PASSENGERS - p.adults - p.childrens - p.infants
  return {
    adults: p.adults + room,
    childrens: p.childrens + room,
    infants: Math.min(p.adults, p.infants + room),
  }
}

/** Adding an infant is blocked when infants equal adults. */
export const canAddInfant = (p: Passengers) => p.infants < p.adults && p.adults + p.childrens + p.infants < MAX_PASSENGERS

export function passengersText(p: Passengers): string {
  const total = p.adults + p.childrens + p.infants
  if (p.childrens === 0 && p.infants === 0) return `${p.adults} adulte${p.adults > 1 ? 's' : ''}`
  return `${total} voyageurs`
}

// ---------------------------------------------------------------------------------------------
// Validation (flights.md §5)

const placeSchema = z.object({ code: z.string().min(1), name: z.string(), countryCode: z.string(), countryName: z.string().optional(), type: z.string() })

const rawSchema = z.object({
  _type: z.enum(['roundTrip', 'oneWay', 'multiDestinations']),
  from: placeSchema.nullable(),
  fromInputValue: z.string(),
  to: placeSchema.nullable(),
  toInputValue: z.string(),
  departure: z.string(),
  return: z.string(),
  adults: z.number(),
  childrens: z.number(),
  infants: z.number(),
  destinations: z.array(
    z.object({ from: placeSchema.nullable(), fromInputValue: z.string(), to: placeSchema.nullable(), toInputValue: z.string(), departure: z.string() }),
  ),
})

type Issue = { path: (string | number)[]; message: string }

function checkPlace(place: PlaceValue | null, typed: string, pickMessage: string): string | null {
  if (place) return null
  return typed.trim() ? pickMessage : MESSAGES.required
}

function checkDate(value: string, min: string): string | null {
  if (!value) return MESSAGES.required
  if (!isIsoDate(value) || value < min) return MESSAGES.invalidDate
  return null
}

/** Every problem of the form, each at its field's path, with the spec's message. */
export function searchFormIssues(v: SearchFormValues, min: string): Issue[] {
  const issues: Issue[] = []
  const add = (path: Issue['path'], message: string | null) => message && issues.push({ path, message })
  const isCount = (n: number, lowest: number) => Number.isInteger(n) && n >= lowest
  add(['adults'], isCount(v.adults, 1) ? null : MESSAGES.required)
  add(['childrens'], isCount(v.childrens, 0) ? null : MESSAGES.required)
  add(['infants'], isCount(v.infants, 0) ? null : MESSAGES.required)
  if (isCount(v.adults, 1) && isCount(v.childrens, 0) && isCount(v.infants, 0)) {
    if (v.adults + v.childrens + v.infants > MAX_PASSENGERS) add(['adults'], MESSAGES.tooManyPassengers)
    if (v.infants > v.adults) add(['infants'], MESSAGES.infantsOverAdults)
  }
  if (v._type === 'multiDestinations') {
    if (v.destinations.length === 0) add(['destinations'], MESSAGES.segmentRequired)
    v.destinations.forEach((row, i) => {
      add(['destinations', i, 'from'], checkPlace(row.from, row.fromInputValue, MESSAGES.pickDeparture))
      add(['destinations', i, 'to'], checkPlace(row.to, row.toInputValue, MESSAGES.pickDestination))
      add(['destinations', i, 'departure'], checkDate(row.departure, min))
    })
    return issues
  }
  add(['from'], checkPlace(v.from, v.fromInputValue, MESSAGES.pickDeparture))
  add(['to'], checkPlace(v.to, v.toInputValue, MESSAGES.pickDestination))
  const departure = checkDate(v.departure, min)
  add(['departure'], departure)
  if (v._type === 'roundTrip') {
    const ret = checkDate(v.return, min)
    add(['return'], ret ?? (!departure && v.return < v.departure ? MESSAGES.returnBeforeDeparture : null))
  }
  return issues
}

/** The form's zod schema (a Standard Schema for TanStack Form); `min` is the earliest date. */
export function searchFormSchema(min: string = dateBounds().min) {
  return rawSchema.superRefine((values, ctx) => {
    for (const issue of searchFormIssues(values, min)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })
}

// ---------------------------------------------------------------------------------------------
// Return ticket (flights.md §5)

export const RETURN_TICKET_COUNTRIES = ['US', 'CA', 'MX', 'BR', 'TH', 'ID', 'CR', 'PA', 'PH', 'JP', 'AU', 'NZ'] as const

/** A one-way search to one of these countries needs a return ticket. */
export function needsReturnTicket(v: Pick<SearchFormValues, '_type' | 'to'>): boolean {
  return v._type === 'oneWay' && !!v.to && (RETURN_TICKET_COUNTRIES as readonly string[]).includes(v.to.countryCode.toUpperCase())
}

// ---------------------------------------------------------------------------------------------
// Form ⇄ /search URL

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

/** 'Paris (PAR)' → 'Paris'; a label without a code in brackets is kept whole. */
function nameOf(label: string | undefined, code: string): string {
  if (!label) return code
  const match = /^(.*) \(([A-Z0-9]{2,8})\)$/.exec(label)
  return match && match[2] === code ? match[1]! : label
}

function placeFromUrl(code: string | undefined, label: string | undefined, type?: string, countryCode?: string): PlaceValue | null {
  if (!code) return null
  return { code, name: nameOf(label, code), type: type ?? 'City', countryCode: countryCode ?? '' }
}

/** Form values for a /search URL (to modify the search); what the URL lacks comes from `base`. */
export function fromSearchParams(p: SearchUrlParams, base: SearchFormValues): SearchFormValues {
  const from = placeFromUrl(p.from, p.fromLabel, p.fromType, p.fromCountryCode)
  const to = placeFromUrl(p.to, p.toLabel, p.toType, p.toCountryCode)
  const rows = (p.destinations ?? []).map((row) => {
    const rowFrom = placeFromUrl(row.from, row.fromLabel)
    const rowTo = placeFromUrl(row.to, row.toLabel)
    return {
      from: rowFrom,
      fromInputValue: rowFrom ? placeLabel(rowFrom) : '',
      to: rowTo,
      toInputValue: rowTo ? placeLabel(rowTo) : '',
      departure: row.departure ?? '',
    }
  })
  return {
    ...base,
    _type: p._type ?? base._type,
    from,
    fromInputValue: from ? placeLabel(from) : '',
    to,
    toInputValue: to ? placeLabel(to) : '',
    departure: p.departure ?? base.departure,
    return: p.return ?? base.return,
    adults: p.adults ?? base.adults,
    childrens: p.childrens ?? base.childrens,
    infants: p.infants ?? base.infants,
    destinations: rows.length ? rows : base.destinations,
  }
}

// ---------------------------------------------------------------------------------------------
// Last search (localStorage; the URL always wins)

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
    const parsed = rawSchema.safeParse(JSON.parse(raw))
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
    return type === 'roundTrip' || type === 'oneWay' || type === 'multiDestinations' ? type : null
  } catch {
    return null
  }
}
