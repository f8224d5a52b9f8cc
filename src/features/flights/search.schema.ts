import * as z from 'zod/mini'
import { MAX_PASSENGERS, MAX_SEGMENTS } from '~/api-contract/constants'
import { isIsoDate } from '~/lib/iso-date'
import { lazySchema } from '~/platform/lazy-schema'
import { TRIP_TYPES } from './trip-types'

/**
 * The /search URL: the spec's parameter names (flights.md §3). Every field falls back
 * (`z.catch`) so a malformed link renders the default page instead of an error. Written with
 * `zod/mini`: URL schemas load with every page, and mini's functions tree-shake.
 */

export const SCALES = ['all', 'direct', '1-scale', '2-scale'] as const
export const EXPERIENCES = ['no-night-flight', 'short-scales'] as const
export const MAX_PRICE_TYPES = ['per-person', 'total'] as const
export const TIME_BANDS = ['0-6', '6-12', '12-18', '18-24'] as const
/** The spec's two sorts, plus 'Meilleur choix' (best), 'Le plus rapide' (duration_asc) and 'Émissions les plus faibles' (co2_asc). */
export const ORDER_BY = ['price_asc', 'mark_desc', 'best', 'duration_asc', 'co2_asc'] as const
export const LAYOUTS = ['list', 'grid'] as const

/** A value that falls back to its default when absent or malformed (and is optional in links). */
function withDefault<T extends z.ZodMiniType>(schema: T, value: z.output<T> & z.core.util.NoUndefined<z.output<T>>) {
  return z.catch(z._default(schema, value), value)
}

/** Optional: absent or malformed means undefined. */
function maybe<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

/** Built on first use (see `lazySchema`): /search's URL, and the flight functions' inputs. */
export const flightSearchSchema = lazySchema(() => {
  const isoDate = z.string().check(z.refine(isIsoDate))
  const locationCode = z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{2,8}$/)),
    z.transform((s: string) => s.toUpperCase()),
  )
  const text = z.string().check(z.maxLength(200))
  const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/))
  const count = (min: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(MAX_PASSENGERS))
  const flag = z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v: 'true' | 'false') => v === 'true'),
    ),
  ])
  const codeList = z.array(z.string().check(z.regex(/^[A-Z0-9]{2,4}$/))).check(z.maxLength(50))

  const destinationRow = z.object({
    from: maybe(locationCode),
    fromLabel: maybe(text),
    to: maybe(locationCode),
    toLabel: maybe(text),
    departure: maybe(isoDate),
  })

  const routeAirports = z.object({
    departureAirports: z.catch(codeList, []),
    arrivalAirports: z.catch(codeList, []),
  })

  return z.object({
    _type: withDefault(z.enum(TRIP_TYPES), 'roundTrip'),
    from: maybe(locationCode),
    fromLabel: maybe(text),
    fromType: maybe(text),
    fromCountryCode: maybe(countryCode),
    to: maybe(locationCode),
    toLabel: maybe(text),
    toType: maybe(text),
    toCountryCode: maybe(countryCode),
    departure: maybe(isoDate),
    return: maybe(isoDate),
    destinations: maybe(z.array(destinationRow).check(z.maxLength(MAX_SEGMENTS))),
    adults: withDefault(count(1), 1),
    childrens: withDefault(count(0), 0),
    infants: withDefault(count(0), 0),
    // Filters
    scales: withDefault(z.enum(SCALES), 'all'),
    oneNightScale: maybe(flag),
    experience: maybe(z.enum(EXPERIENCES)),
    maxPrice: maybe(z.coerce.number().check(z.positive(), z.lte(1_000_000))),
    maxPriceType: withDefault(z.enum(MAX_PRICE_TYPES), 'per-person'),
    flightTime: maybe(z.enum(TIME_BANDS)),
    flightTimeReturn: maybe(z.enum(TIME_BANDS)),
    airlinesSelected: maybe(codeList),
    routes: maybe(z.array(routeAirports).check(z.maxLength(2))),
    /** Longest acceptable travel time per route, in hours (beyond the spec). */
    maxDuration: maybe(z.coerce.number().check(z.int(), z.gte(1), z.lte(72))),
    /** 'Bagage en soute inclus': only trips whose fare includes a checked bag (beyond the spec). */
    checkedBag: maybe(flag),
    /** 'Émissions plus faibles uniquement': the lowest third in CO₂ of what the other filters keep (beyond the spec). */
    lowEmissions: maybe(flag),
    // Sort, layout, open panels
    orderBy: withDefault(z.enum(ORDER_BY), 'price_asc'),
    layoutStyle: withDefault(z.enum(LAYOUTS), 'list'),
    detail: maybe(z.string().check(z.maxLength(100))),
    /** 'Évolution des prix' opened (beyond the spec). */
    priceGraph: withDefault(flag, false),
  })
})

export type FlightSearchParams = z.output<typeof flightSearchSchema.schema>

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
  priceGraph: false,
} as const satisfies Partial<FlightSearchParams>
