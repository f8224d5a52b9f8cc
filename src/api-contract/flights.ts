import { z } from 'zod'
import { isIsoDate } from '~/lib/iso-date'
import { MAX_PASSENGERS, MAX_SEGMENTS } from './constants'

export { MAX_PASSENGERS, MAX_SEGMENTS }

/**
 * Requests and replies of the flight calls (flights.md §3 and §7): the server functions build
 * their requests and validate the replies with these; the demo API validates what it is sent
 * and answers the same shapes.
 */

const isoDate = z.string().refine(isIsoDate, 'Invalid date (YYYY-MM-DD)')
const locationCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3}$/)
  .transform((s) => s.toUpperCase())

/** A search's passengers and segments (a round trip is two segments, the second reversed). */
export const flightSearchDataSchema = z
  .object({
    adults: z.number().int().min(1).max(MAX_PASSENGERS),
    childrens: z
      .number()
      .int()
      .min(0)
      .max(MAX_PASSENGERS - 1),
    infants: z
      .number()
      .int()
      .min(0)
      .max(MAX_PASSENGERS - 1),
    segments: z
      .array(
        z.object({
          from: locationCode,
          to: locationCode,
          date: isoDate,
          fromType: z.string().max(40).optional(),
          toType: z.string().max(40).optional(),
        }),
      )
      .min(1, 'At least one segment is required')
      .max(MAX_SEGMENTS),
  })
  .refine((d) => d.adults + d.childrens + d.infants <= MAX_PASSENGERS, 'At most 9 passengers')
  .refine((d) => d.infants <= d.adults, 'Infants cannot outnumber adults')

/** `POST /order/{id}/ticket/search` body: search_data. */
export const flightSearchRequestSchema = z.object({ search_data: flightSearchDataSchema })
export type FlightSearchRequest = z.input<typeof flightSearchRequestSchema>
export type SearchData = FlightSearchRequest['search_data']

/** Body of branded fares, reserve, low-cost ancillaries: one solution (or fare) id. */
export const solutionRequestSchema = z.object({ solution_id: z.string().min(1).max(200) })

export const CABIN_CLASSES = { 1: 'Économie', 2: 'Affaires', 4: 'Première', 8: 'Premium' } as const

export const fareOptionSchema = z.object({
  description: z.string(),
  indicator: z.string(),
})

export const segmentFareSchema = z.object({
  name: z.string(),
  fareBasis: z.string(),
  baggagePieces: z.number().int().min(0),
  baggageWeight: z.number().min(0).nullable(),
  options: z.array(fareOptionSchema),
})

export const segmentSchema = z.object({
  id: z.string(),
  departure: z.string(),
  arrival: z.string(),
  departureCityCode: z.string(),
  arrivalCityCode: z.string(),
  /** Local date-time at the departure airport, ISO without offset (YYYY-MM-DDTHH:mm). */
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  /** h:mm */
  duration: z.string().regex(/^\d+:\d{2}$/),
  carrier: z.string(),
  flightNumber: z.string(),
  /** 'TRN' is a train. */
  equipment: z.string(),
  cabinClass: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8)]),
  /** Minutes of connection before this segment (0 for the first). */
  timeBeforeSegment: z.number().int().min(0),
  fare: segmentFareSchema,
  /**
   * Estimated kg of CO₂ per passenger on this segment, in its cabin (beyond the spec, as GDS
   * replies carry it; the demo's method: demo-api/flights/emissions.ts). Absent or null: no estimate.
   */
  co2Kg: z.number().min(0).nullable().optional(),
})

export const routeSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  segments: z.array(segmentSchema).min(1),
  /** Minutes from first departure to last arrival. */
  travelTime: z.number().int().min(0),
  stopNumber: z.number().int().min(0),
  /** Minutes spent at stops. */
  totalStopDuration: z.number().int().min(0),
  nightsBeforeRoute: z.number().int().min(0),
  baggages: z.number().int().min(0),
  airportChange: z.boolean(),
})

const paxCount = z.object({ number: z.number().int().min(0) })

export const solutionSchema = z.object({
  id: z.string(),
  gdsType: z.enum(['REGULAR', 'LOW_COST_CARRIER']),
  routes: z.array(routeSchema).min(1),
  priceInfo: z.object({ total: z.number().min(0), currencySymbol: z.string(), passengerNumber: z.number().int().min(1) }),
  adults: paxCount,
  childrens: paxCount,
  infants: paxCount,
  /**
   * The cheapest of the solution's branded fares that includes a checked bag (beyond the spec:
   * the fare the branded fares call would list first with one); null: none does.
   */
  checkedBagFare: z
    .object({ id: z.string(), price: z.number().min(0) })
    .nullable()
    .optional(),
})

/** Business outcome of a search: NO_FLIGHTS or RETURN_TICKET_REQUIRED (solutions then empty). */
export const searchErrorSchema = z.object({ code: z.string(), message: z.string() })
export const flightSearchReplySchema = z.object({ solutions: z.array(solutionSchema), error: searchErrorSchema.nullable().optional() })

export const fareServiceSchema = z.object({ name: z.string(), icon: z.string(), isIncluded: z.boolean() })
export const brandedFareSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  services: z.array(fareServiceSchema),
})
export const brandedFaresReplySchema = z.object({ solutions: z.array(brandedFareSchema) })

export const locationSchema = z.object({
  code: z.string(),
  name: z.string(),
  country_name: z.string(),
  country_code: z.string(),
  category: z.string(),
  extension: z.string().nullable().optional(),
})
/** Location search answers a keyed map of locations. */
export const locationSearchReplySchema = z.record(z.string(), locationSchema)

export const airlineSchema = z.object({ code: z.string(), name: z.string(), logo_small_path: z.string() })
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) })

export const airportRecordSchema = z.object({
  code: z.string(),
  name: z.string(),
  city_code: z.string(),
  city_name: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** IANA time zone (e.g. Europe/Paris): the local times of a flight's UTC instants. */
  time_zone: z.string().optional(),
  category: z.string(),
})
export const lowCostAncillariesReplySchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), price: z.number().min(0) })),
})

export type Solution = z.output<typeof solutionSchema>
export type FlightRoute = z.output<typeof routeSchema>
export type Segment = z.output<typeof segmentSchema>
export type BrandedFare = z.output<typeof brandedFareSchema>
export type Location = z.output<typeof locationSchema>
export type Airline = z.output<typeof airlineSchema>

/**
 * `GET /flights/month-prices`: the lowest total price of each departure day of a month for a
 * route and passengers (one call per month). A round trip prices the given stay (`stay` nights)
 * or, without one, the cheapest return 1 to 7 days later (a 4-day stay ±3).
 */
export const MONTH_PRICES_FLEXIBLE_STAYS = [1, 2, 3, 4, 5, 6, 7] as const
const count = (max: number) => z.coerce.number().int().min(0).max(max)
export const monthPricesQuerySchema = z
  .object({
    from: locationCode,
    to: locationCode,
    from_type: z.string().max(40).optional(),
    to_type: z.string().max(40).optional(),
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Invalid month (YYYY-MM)'),
    trip: z.enum(['one_way', 'round_trip']),
    stay: count(60).optional(),
    adults: count(MAX_PASSENGERS).pipe(z.number().min(1)),
    childrens: count(MAX_PASSENGERS - 1).default(0),
    infants: count(MAX_PASSENGERS - 1).default(0),
  })
  .refine((q) => q.adults + q.childrens + q.infants <= MAX_PASSENGERS, 'At most 9 passengers')
  .refine((q) => q.infants <= q.adults, 'Infants cannot outnumber adults')
export type MonthPricesQuery = z.input<typeof monthPricesQuerySchema>

export const monthPriceDaySchema = z.object({
  date: isoDate,
  /** The cheapest solution's `priceInfo.total` (all passengers); null: no flight that day (or a past day). */
  price: z.number().nullable(),
  /** The return of that cheapest round trip; null for a one way or a day without flights. */
  return: isoDate.nullable(),
})
export const monthPricesReplySchema = z.object({ month: z.string(), days: z.array(monthPriceDaySchema) })
export type MonthPriceDay = z.infer<typeof monthPriceDaySchema>
export type MonthPrices = z.infer<typeof monthPricesReplySchema>
