import type { Temporal } from 'temporal-polyfill'
import { z } from 'zod'
import { MAX_PASSENGERS, MAX_SEGMENTS, RETURN_TICKET_COUNTRIES } from '~/api-contract/constants'
import { isIsoDate } from '~/lib/iso-date'
import { lazySchema } from '~/platform/lazy-schema'
import { dateBounds } from './search-dates'
import { TRIP_TYPES, type TripType } from './trip-types'

export { MAX_SEGMENTS }
export type { TripType }

/**
 * The flight search form (flights.md §2, §3, §5): its values, defaults and the zod schema of
 * its rules with the spec's French messages. Passengers: passengers.ts; the /search URL:
 * search-url.ts; the last search: last-search.ts.
 */

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
  /** Beyond the spec: a trip needs two different places. */
  samePlace: 'Veuillez choisir une destination différente du départ',
} as const

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
// Validation (flights.md §5)

/**
 * The shape of the form's values (also what the last search stored locally must have), built on
 * its first use: the form's chunk evaluated its ~25 zod schemas in the task that hydrates /vol
 * (~5 ms of a 30 ms task), and the form reads it only to validate and to read a stored search.
 */
export const searchFormValuesSchema = lazySchema(() => {
  const placeSchema = z.object({ code: z.string().min(1), name: z.string(), countryCode: z.string(), countryName: z.string().optional(), type: z.string() })
  return z.object({
    _type: z.enum(TRIP_TYPES),
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
})

type Issue = { path: (string | number)[]; message: string }

function checkPlace(place: PlaceValue | null, typed: string, pickMessage: string): string | null {
  if (place) return null
  return typed.trim() ? pickMessage : MESSAGES.required
}

function samePlace(from: PlaceValue | null, to: PlaceValue | null): string | null {
  return from && to && from.code.toUpperCase() === to.code.toUpperCase() ? MESSAGES.samePlace : null
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
      add(['destinations', i, 'to'], checkPlace(row.to, row.toInputValue, MESSAGES.pickDestination) ?? samePlace(row.from, row.to))
      add(['destinations', i, 'departure'], checkDate(row.departure, min))
    })
    return issues
  }
  add(['from'], checkPlace(v.from, v.fromInputValue, MESSAGES.pickDeparture))
  add(['to'], checkPlace(v.to, v.toInputValue, MESSAGES.pickDestination) ?? samePlace(v.from, v.to))
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
  return lazySchema(() =>
    searchFormValuesSchema.schema.superRefine((values, ctx) => {
      for (const issue of searchFormIssues(values, min)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// Return ticket (flights.md §5)

/** A one-way search to one of these countries needs a return ticket. */
export function needsReturnTicket(v: Pick<SearchFormValues, '_type' | 'to'>): boolean {
  return v._type === 'oneWay' && !!v.to && RETURN_TICKET_COUNTRIES.includes(v.to.countryCode.toUpperCase())
}
