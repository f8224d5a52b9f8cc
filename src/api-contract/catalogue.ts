import { z } from 'zod'
import { TRAVEL_TYPES } from './constants'
import { partySchema } from './party'

/** Catalogue requests and replies (storefront-and-holidays.md §3, §7). */

// ---------------------------------------------------------------------------------------------
// Requests

/** A comma-separated list (or a repeated parameter) as an array of strings. */
const csv = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v.join(',') : v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
const csvInts = (min: number, max: number) => csv.pipe(z.array(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max))))

/**
 * The query of a holiday search (`/search/products/full`, `/count`, `/options`), with the
 * spec's string rules: `theme` joined with '++', `min_max_nights` as 'n,n'.
 */
export const productSearchQuerySchema = z.object({
  type_voyage: z.enum(TRAVEL_TYPES).optional(),
  destination: z.string().trim().max(60).optional(),
  departure_city: z.string().trim().max(10).optional(),
  departure_year_month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  departure_day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  flexibility_days: z.coerce.number().int().min(0).max(14).optional(),
  min_max_nights: z
    .string()
    .regex(/^\d{1,2},\d{1,2}$/)
    .optional(),
  theme: z.string().max(300).optional(),
  crois: z.string().max(40).optional(),
  accommodation_type: csv.optional(),
  stars: csvInts(1, 5).optional(),
  scores: csvInts(0, 10).optional(),
  /** Budget: highest price (per person or per accommodation, as shown). */
  price_max: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Meal plans (formules), as their labels. */
  meal_plan: csv.pipe(z.array(z.string().max(40)).max(10)).optional(),
  order_by: z.enum(['price_asc', 'mark_desc']).default('price_asc'),
})
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>

/** Products by ids (`product_id__in`) or by slug (`slug`, the product page). */
export const productsByIdsQuerySchema = z.union([
  z.object({ product_id__in: csvInts(1, Number.MAX_SAFE_INTEGER).pipe(z.array(z.number()).min(1).max(200)) }),
  z.object({ slug: z.string().trim().min(1).max(200) }),
])

/** `POST /search/products/deeplink/product` and `/deeplink/hotel-vol`. */
export const deeplinkRequestSchema = z
  .object({
    productId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
    deviceType: z.enum(['desktop', 'mobile', 'tablet']).default('desktop'),
    goBackUrl: z.string().max(1000).optional(),
    url: z.string().max(1000).optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
    bookingRequest: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough()

// ---------------------------------------------------------------------------------------------
// Replies

const labelled = z.object({ code: z.string(), label: z.string() })

/**
 * A room type of a product (a room, a cabin, a rental's housing) and who may sleep in it
 * (`src/lib/room-occupancy.ts` reads it). The supplement is per occupant (adult or child) and
 * night, on top of the day's price; 0 for the standard room.
 */
export const roomTypeSchema = z.object({
  code: z.string(),
  label: z.string(),
  occupancy: z.object({
    min_adults: z.number().int().min(1),
    max_adults: z.number().int().min(1),
    max_children: z.number().int().min(0),
    max_babies: z.number().int().min(0),
    max_occupants: z.number().int().min(1),
  }),
  supplement_per_night: z.number().min(0),
  /** What the room offers ('Climatisation', 'Balcon ou terrasse'), for the product page. */
  extras: z.array(z.string()).optional(),
})
export const filterItemSchema = z.object({ code: z.string(), label: z.string(), count: z.number().int().min(0) })

export const programmeDaySchema = z.object({
  day: z.number().int().min(1),
  title: z.string(),
  text: z.string(),
  port_of_call: z.string().nullable().optional(),
})
export type ProgrammeDay = z.output<typeof programmeDaySchema>

export const productSchema = z.object({
  product_id: z.number().int(),
  reference: z.string(),
  slug: z.string(),
  title: z.string(),
  image_gallery: z.array(z.object({ url: z.string(), text: z.string() })).max(15),
  cell_top: z.string().nullable(),
  cell_bottom_text: z.string().nullable(),
  parent_destinations: z.array(z.object({ code: z.string(), label: z.string(), destinations: z.array(labelled) })).min(1),
  global_rate: z.number(),
  total_reviews: z.number().int(),
  stars: z.number().int(),
  themes: z.array(labelled),
  accommodation_type: labelled,
  type_voyage: z.enum(['sejour', 'circuit', 'croisiere', 'location']),
  latitude: z.number(),
  longitude: z.number(),
  features: z.object({
    best_option: z.object({ price: z.number(), meal_plan: z.string() }),
    min_nights: z.number().int(),
    max_nights: z.number().int(),
    departure_cities: z.array(labelled),
  }),
  base_price_availability: z.object({
    final_price: z.number(),
    reduction_rate: z.number(),
    meal_plan: z.object({ label: z.string() }),
    price_type_bean: z.object({ price_type_value: z.enum(['onePersDouble', 'onePers', 'byHousing']) }),
  }),
  product_types: z.array(labelled),
  /** The product page's text: only in replies by ids or slug. */
  description: z.string().optional(),
  /** Its room types, the standard one first: only in replies by ids or slug. */
  room_types: z.array(roomTypeSchema).optional(),
  /** What the price includes and does not: only in replies by ids or slug. */
  included: z.array(z.string()).optional(),
  not_included: z.array(z.string()).optional(),
  /** Day by day, for tours and cruises (a cruise's port of call, null at sea): only in replies by ids or slug. */
  programme: z.array(programmeDaySchema).optional(),
})

export const productPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(productSchema),
})
export const productCountSchema = z.object({ count: z.number().int() })
export const similarProductsSchema = z.object({ count: z.number().int(), results: z.array(productSchema) })
/** Reference search (storefront §3): id, slug, title; the reference itself when the host gives it. */
export const referenceResultSchema = z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), reference: z.string().optional() }))

export const searchOptionsSchema = z.object({
  count: z.number().int(),
  departure_city: z.array(filterItemSchema).optional(),
  destination: z.array(filterItemSchema.extend({ type: z.enum(['region', 'destination']), country_name: z.string().optional() })).optional(),
  accommodation_type: z.array(filterItemSchema).optional(),
  theme: z.array(filterItemSchema).optional(),
  stars: z.array(filterItemSchema).optional(),
  scores: z.array(filterItemSchema).optional(),
  meal_plan: z.array(filterItemSchema).optional(),
  /** Lowest and highest price of the search without its budget. */
  price_range: z.object({ min: z.number(), max: z.number() }).optional(),
})

/** `GET /search/destinations/top?key=`: a search form's popular destinations. */
export const topDestinationsReplySchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    label: z.string(),
    country_name: z.string().optional(),
    country_code: z.string().optional(),
    category: z.string().optional(),
    type: z.string().optional(),
    image: z.object({ url: z.string(), title: z.string() }).optional(),
  }),
)
export const TOP_DESTINATION_KEYS = ['sejours.hotel-ou-club', 'sejours.locations-and-campings', 'circuits', 'croisieres'] as const

/** Availability replies carry a status; 'error' comes with the message to raise. */
const availability = <T extends z.ZodType>(data: T) =>
  z.discriminatedUnion('status', [z.object({ status: z.literal('success'), data }), z.object({ status: z.literal('error'), message: z.string() })])

export const bestPriceReplySchema = availability(
  z.object({
    price: z.number(),
    date: z.string(),
    departure_city: labelled,
    nights: z.number().int(),
    days: z.number().int(),
    meal_plan: z.string(),
    price_type: z.string(),
    currency: z.string(),
  }),
)
export const departuresReplySchema = availability(z.array(labelled.extend({ min_price: z.number() })))
export const durationsReplySchema = availability(
  z.array(z.object({ nights: z.number().int(), days: z.number().int(), label: z.string(), min_price: z.number() })),
)
export const monthPricesReplySchema = availability(
  z.array(
    z.object({
      date: z.string(),
      price: z.number(),
      available: z.boolean(),
      seats_left: z.number().int(),
      nights: z.number().int(),
      days: z.number().int(),
      departure_city: labelled,
    }),
  ),
)
export const reviewsReplySchema = z.object({
  product_id: z.number().int(),
  global_rate: z.number(),
  total_reviews: z.number().int(),
  marks: z.array(z.object({ mark: z.number().int(), count: z.number().int() })),
})
/** `GET /search/products/review/{id}/texts`: a page of reviews, sorted, of one mark when asked. */
export const REVIEW_ORDERINGS = ['recent', 'mark_desc', 'mark_asc'] as const
export type ReviewOrdering = (typeof REVIEW_ORDERINGS)[number]
export const reviewTextsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(5),
  ordering: z.enum(REVIEW_ORDERINGS).default('recent'),
  mark: z.coerce.number().int().min(1).max(10).optional(),
})
export const reviewTextSchema = z.object({
  id: z.number().int(),
  mark: z.number().int().min(1).max(10),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  traveller_type: z.string(),
  travelled_on: z.string().regex(/^\d{4}-\d{2}$/),
  created_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})
export type ReviewText = z.output<typeof reviewTextSchema>
export const reviewTextsReplySchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(reviewTextSchema),
})
export const deeplinkReplySchema = z.object({ status: z.string(), data: z.object({ deeplink_url: z.string() }) })

/**
 * `POST /search/products/availability/{id}/price`: a party's price for a departure city, a stay
 * and a date (omitted: the date of the from-price under that city and stay). A room without a
 * room type gets the cheapest one that fits it.
 */
export const partyPriceRequestSchema = z.object({
  departure_city: z.string().regex(/^[A-Za-z]{2,6}$/),
  nights: z.number().int().positive().max(120),
  days: z.number().int().positive().max(120),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  party: partySchema,
})
export type PartyPriceRequest = z.input<typeof partyPriceRequestSchema>

export const PRICE_LINE_KINDS = ['adult', 'child', 'baby', 'single_supplement', 'room_supplement', 'housing'] as const
/** One priced component: `amount` = `quantity` × `unit_price`, whole euros. */
export const priceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  label: z.string(),
  quantity: z.number().int().min(0),
  unit_price: z.number(),
  amount: z.number(),
})
export const partyPriceReplySchema = availability(
  z.object({
    date: z.string(),
    nights: z.number().int(),
    days: z.number().int(),
    departure_city: labelled,
    /** The day's price per person (as the calendar shows it), or per housing. */
    base_price: z.number(),
    price_type: z.string(),
    currency: z.string(),
    /** One per room of the party, in its order: the room type priced and its lines. */
    rooms: z.array(z.object({ room_type: labelled, lines: z.array(priceLineSchema), total: z.number() })),
    /** The sum of the rooms' totals. */
    total: z.number(),
    travellers: z.number().int(),
    /** `total` shared by every traveller, rounded to the euro. */
    per_person: z.number(),
    /** What the price includes, in French. */
    includes: z.array(z.string()),
  }),
)

export type Product = z.output<typeof productSchema>
export type RoomType = z.output<typeof roomTypeSchema>
export type PriceLine = z.output<typeof priceLineSchema>
export type PartyPrice = Extract<z.output<typeof partyPriceReplySchema>, { status: 'success' }>['data']
export type FilterItem = z.output<typeof filterItemSchema>
export type SearchOptions = z.output<typeof searchOptionsSchema>
export type TopDestination = z.output<typeof topDestinationsReplySchema>[number]
