import { z } from 'zod'
import { isIsoDate } from '~/lib/iso-date'

/**
 * The /search URL: the spec's parameter names (flights.md §3). Every field has a `.catch()`
 * so a malformed link renders the default page instead of an error.
 */

export const TRIP_TYPES = ['roundTrip', 'oneWay', 'multiDestinations'] as const
export const SCALES = ['all', 'direct', '1-scale', '2-scale'] as const
export const EXPERIENCES = ['no-night-flight', 'short-scales'] as const
export const MAX_PRICE_TYPES = ['per-person', 'total'] as const
export const TIME_BANDS = ['0-6', '6-12', '12-18', '18-24'] as const
/** The spec's two sorts, plus 'Meilleur choix' (best) and 'Le plus rapide' (duration_asc). */
export const ORDER_BY = ['price_asc', 'mark_desc', 'best', 'duration_asc'] as const
export const LAYOUTS = ['list', 'grid'] as const
export const MAX_PASSENGERS = 9

/** A value that falls back to its default when absent or malformed (and is optional in links). */
function withDefault<T extends z.ZodType>(schema: T, value: z.output<T> & z.util.NoUndefined<z.core.output<T>>) {
  return schema.default(value).catch(value)
}

const isoDate = z.string().refine(isIsoDate)
const locationCode = z.string().trim().regex(/^[A-Za-z0-9]{2,8}$/).transform((s) => s.toUpperCase())
const text = z.string().max(200)
const count = (min: number) => z.coerce.number().int().min(min).max(MAX_PASSENGERS)
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
const codeList = z.array(z.string().regex(/^[A-Z0-9]{2,4}$/)).max(50)

const destinationRow = z.object({
  from: locationCode.optional().catch(undefined),
  fromLabel: text.optional().catch(undefined),
  to: locationCode.optional().catch(undefined),
  toLabel: text.optional().catch(undefined),
  departure: isoDate.optional().catch(undefined),
})

const routeAirports = z.object({
  departureAirports: codeList.catch([]),
  arrivalAirports: codeList.catch([]),
})

export const flightSearchSchema = z.object({
  _type: withDefault(z.enum(TRIP_TYPES), 'roundTrip'),
  from: locationCode.optional().catch(undefined),
  fromLabel: text.optional().catch(undefined),
  fromType: text.optional().catch(undefined),
  fromCountryCode: z.string().regex(/^[A-Z]{2}$/).optional().catch(undefined),
  to: locationCode.optional().catch(undefined),
  toLabel: text.optional().catch(undefined),
  toType: text.optional().catch(undefined),
  toCountryCode: z.string().regex(/^[A-Z]{2}$/).optional().catch(undefined),
  departure: isoDate.optional().catch(undefined),
  return: isoDate.optional().catch(undefined),
  destinations: z.array(destinationRow).max(6).optional().catch(undefined),
  adults: withDefault(count(1), 1),
  childrens: withDefault(count(0), 0),
  infants: withDefault(count(0), 0),
  // Filters
  scales: withDefault(z.enum(SCALES), 'all'),
  oneNightScale: flag.optional().catch(undefined),
  experience: z.enum(EXPERIENCES).optional().catch(undefined),
  maxPrice: z.coerce.number().positive().max(1_000_000).optional().catch(undefined),
  maxPriceType: withDefault(z.enum(MAX_PRICE_TYPES), 'per-person'),
  flightTime: z.enum(TIME_BANDS).optional().catch(undefined),
  flightTimeReturn: z.enum(TIME_BANDS).optional().catch(undefined),
  airlinesSelected: codeList.optional().catch(undefined),
  routes: z.array(routeAirports).max(2).optional().catch(undefined),
  /** Longest acceptable travel time per route, in hours (beyond the spec). */
  maxDuration: z.coerce.number().int().min(1).max(72).optional().catch(undefined),
  // Sort, layout, open panel
  orderBy: withDefault(z.enum(ORDER_BY), 'price_asc'),
  layoutStyle: withDefault(z.enum(LAYOUTS), 'list'),
  detail: z.string().max(100).optional().catch(undefined),
})

export type FlightSearchParams = z.output<typeof flightSearchSchema>

/** Values left out of URLs (they are what a missing parameter means). */
export const FLIGHT_SEARCH_DEFAULTS = {
  _type: 'roundTrip',
  adults: 1,
  childrens: 0,
  infants: 0,
  scales: 'all',
  maxPriceType: 'per-person',
  orderBy: 'price_asc',
  layoutStyle: 'list',
} as const satisfies Partial<FlightSearchParams>
