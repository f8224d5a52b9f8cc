import { http } from 'msw'
import { z } from 'zod'
import { deeplinkRequestSchema, productsByIdsQuerySchema, reviewTextsQuerySchema, TOP_DESTINATION_KEYS } from '~/api-contract/catalogue'
import { csv, handle, HttpError, intId, json, notFound, pageQuery, paginate, parseBody, parseQuery } from '../lib/http'
import { createRng, hashString } from '../lib/random'
import { countryName } from '../seed/countries'
import { roomTypesOf } from '../seed/rooms'
import { productContent, roomExtras } from '../seed/product-content'
import { reviewMarks, reviewOrder, reviewText } from '../seed/reviews'
import {
  availabilityProduct,
  counts,
  departureDates,
  departureOf,
  departuresOf,
  durationsOf,
  fromPrice,
  matches,
  priceFor,
  search,
  searchParams,
  seatsOn,
} from './catalogue-rules'
import {
  ACCOMMODATION_TYPES,
  DEPARTURE_CITIES,
  DESTINATIONS,
  finalPrice,
  getProducts,
  getProductsById,
  getProductsBySlug,
  MEAL_PLANS,
  productDescription,
  productView,
  REGIONS,
  sceneImage,
  THEMES,
  type Product,
} from '../seed/products'

/** Catalogue: search options, products (full, by ids, count, similar), availability, reviews, deeplinks. */

const deeplinkBody = deeplinkRequestSchema
const TOP_KEY_TYPES = {
  'sejours.hotel-ou-club': 'sejour',
  'sejours.locations-and-campings': 'location',
  circuits: 'circuit',
  croisieres: 'croisiere',
} as const satisfies Record<(typeof TOP_DESTINATION_KEYS)[number], string>

export const catalogueHandlers = [
  http.get(
    '*/api/v2/search/options',
    handle(({ request }) => {
      const q = parseQuery(
        request,
        searchParams.extend({
          response_data: csv
            .pipe(z.array(z.enum(['departure_city', 'destination', 'accommodation_type', 'theme', 'stars', 'scores', 'meal_plan', 'price_range'])))
            .optional(),
        }),
      )
      const wanted = q.response_data ?? ['departure_city', 'destination', 'accommodation_type', 'theme', 'stars']
      const all = getProducts()
      const base = all.filter((p) => matches(p, q))
      const out: Record<string, unknown> = { count: base.length }
      if (wanted.includes('departure_city')) {
        const c = counts(base, (p) => p.departure_cities.map((d) => d.code))
        out.departure_city = DEPARTURE_CITIES.map((d) => ({ code: d.code, label: d.label, count: c.get(d.code) ?? 0 }))
      }
      if (wanted.includes('destination')) {
        const c = counts(
          all.filter((p) => matches(p, { ...q, destination: undefined })),
          (p) => [p.destination.code, p.destination.region],
        )
        out.destination = [
          ...Object.entries(REGIONS).map(([code, label]) => ({ code, label, type: 'region', count: c.get(code) ?? 0 })),
          ...DESTINATIONS.map((d) => ({
            code: d.code,
            label: d.label,
            type: 'destination',
            country_code: d.country,
            country_name: countryName(d.country),
            region: d.region,
            count: c.get(d.code) ?? 0,
          })),
        ]
      }
      if (wanted.includes('accommodation_type')) {
        const c = counts(
          all.filter((p) => matches(p, q, 'accommodation_type')),
          (p) => [p.accommodation_type],
        )
        out.accommodation_type = Object.entries(ACCOMMODATION_TYPES).map(([code, label]) => ({ code, label, count: c.get(code) ?? 0 }))
      }
      if (wanted.includes('theme')) {
        const c = counts(
          all.filter((p) => matches(p, q, 'theme')),
          (p) => p.themes,
        )
        out.theme = Object.entries(THEMES).map(([code, label]) => ({ code, label, count: c.get(code) ?? 0 }))
      }
      if (wanted.includes('stars')) {
        const c = counts(
          all.filter((p) => matches(p, q, 'stars')),
          (p) => [String(p.stars)],
        )
        out.stars = [1, 2, 3, 4, 5].map((s) => ({ code: String(s), label: `${s} étoile${s > 1 ? 's' : ''}`, count: c.get(String(s)) ?? 0 }))
      }
      if (wanted.includes('scores')) {
        const rel = all.filter((p) => matches(p, q, 'scores'))
        const labels: Record<number, string> = { 9: 'Excellent', 8: 'Superbe ou +', 7: 'Très bien ou +', 6: 'Bien ou +', 5: 'Suffisant ou +' }
        out.scores = [9, 8, 7, 6, 5].map((s) => ({ code: String(s), label: labels[s], count: rel.filter((p) => p.global_rate >= s).length }))
      }
      if (wanted.includes('meal_plan')) {
        const c = counts(
          all.filter((p) => matches(p, q, 'meal_plan')),
          (p) => [p.meal_plan],
        )
        out.meal_plan = MEAL_PLANS.map((m) => ({ code: m, label: m, count: c.get(m) ?? 0 }))
      }
      if (wanted.includes('price_range')) {
        const prices = all.filter((p) => matches(p, q, 'price_max')).map(finalPrice)
        out.price_range = prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: 0, max: 0 }
      }
      return json(out)
    }),
  ),

  http.get(
    '*/api/v2/search/products/full',
    handle(({ request }) => {
      const q = parseQuery(request, searchParams.extend({ ...pageQuery }))
      const page = paginate(request, search(q), q.page, q.page_size)
      return json({ ...page, results: page.results.map(productView) })
    }),
  ),

  http.get(
    '*/api/v2/search/products/count',
    handle(({ request }) => json({ count: search(parseQuery(request, searchParams)).length })),
  ),

  /** Product reference search: `reference` is a list of references (HV012345) or ids. */
  http.get(
    '*/api/v2/search/products/reference',
    handle(({ request }) => {
      const q = parseQuery(request, z.object({ reference: csv.pipe(z.array(z.string().max(20)).min(1).max(20)) }))
      const refs = q.reference.map((r) => r.toUpperCase())
      const found = getProducts()
        .filter((p) => refs.some((r) => p.reference.startsWith(r) || String(p.product_id) === r))
        .slice(0, 20)
      return json(found.map((p) => ({ id: p.product_id, slug: p.slug, title: p.title, reference: p.reference })))
    }),
  ),

  /** Top destinations of a search-form key (e.g. sejours.hotel-ou-club). */
  http.get(
    '*/api/v2/search/destinations/top',
    handle(({ request }) => {
      const q = parseQuery(request, z.object({ key: z.enum(TOP_DESTINATION_KEYS) }))
      const type = TOP_KEY_TYPES[q.key]
      const offered = new Set(
        getProducts()
          .filter((p) => p.type_voyage === type)
          .map((p) => p.destination.code),
      )
      const rng = createRng(q.key)
      return json(
        rng
          .sample(
            DESTINATIONS.filter((d) => offered.has(d.code)),
            8,
          )
          .map((d) => ({
            code: d.code,
            name: d.label,
            label: d.label,
            country_name: countryName(d.country),
            country_code: d.country,
            category: 'Destination',
            type: 'destination',
            image: { url: sceneImage(d.code, 0, d.scene), title: d.label },
          })),
      )
    }),
  ),

  http.get(
    '*/api/v2/search/products/availability/:productId/best',
    handle(({ params }) => {
      const p = availabilityProduct(params)
      const best = fromPrice(p)
      if (!best) return json({ status: 'error', message: 'Aucune disponibilité pour ce produit' })
      return json({ status: 'success', data: { ...best, meal_plan: p.meal_plan, price_type: p.price_type, currency: 'EUR' } })
    }),
  ),

  http.get(
    '*/api/v2/search/products/availability/:productId/departures',
    handle(({ params }) => {
      const p = availabilityProduct(params)
      // Only the cities with a bookable date, each with its from-price.
      const data = departuresOf(p).flatMap((d) => {
        const from = fromPrice(p, { departure: d.code })
        return from ? [{ ...d, min_price: from.price }] : []
      })
      return json({ status: 'success', data })
    }),
  ),

  http.get(
    '*/api/v2/search/products/availability/:productId/departures/:code/duration',
    handle(({ params }) => {
      const p = availabilityProduct(params)
      const d = departureOf(p, String(params.code))
      const data = durationsOf(p).flatMap((x) => {
        const from = fromPrice(p, { departure: d.code, nights: x.nights })
        return from ? [{ ...x, min_price: from.price }] : []
      })
      return json({ status: 'success', data })
    }),
  ),

  http.get(
    '*/api/v2/search/products/availability/:productId/departures/:code/:days/:nights',
    handle(({ request, params }) => {
      const p = availabilityProduct(params)
      const d = departureOf(p, String(params.code))
      const days = intId.safeParse(params.days)
      const nights = intId.safeParse(params.nights)
      if (!days.success || !nights.success) throw new HttpError(400, 'bad_request', 'days and nights must be positive integers')
      const duration = durationsOf(p).find((x) => x.nights === nights.data && x.days === days.data)
      if (!duration) return json({ status: 'error', message: 'Durée non disponible pour ce produit' })
      const q = parseQuery(request, z.object({ departure_year_month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }))
      return json({
        status: 'success',
        data: departureDates(p, q.departure_year_month).map((date) => {
          const seats = seatsOn(p, date)
          return {
            date,
            price: priceFor(p, d.code, nights.data, date),
            available: seats > 0,
            seats_left: seats,
            departure_city: d,
            nights: nights.data,
            days: days.data,
          }
        }),
      })
    }),
  ),

  http.get(
    '*/api/v2/search/products/review/:productId',
    handle(({ params }) => {
      const p = availabilityProduct(params)
      const marks = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((mark) => ({ mark, count: 0 }))
      for (const mark of reviewMarks(p)) marks[10 - mark]!.count++
      return json({ product_id: p.product_id, global_rate: p.global_rate, total_reviews: p.total_reviews, marks })
    }),
  ),

  /** A page of a product's reviews with their text: ?ordering=recent|mark_desc|mark_asc, ?mark= one mark only. */
  http.get(
    '*/api/v2/search/products/review/:productId/texts',
    handle(({ params, request }) => {
      const p = availabilityProduct(params)
      const q = parseQuery(request, reviewTextsQuerySchema)
      const marks = reviewMarks(p)
      const order = reviewOrder(marks, q.ordering, q.mark)
      const page = paginate(request, order, q.page, q.page_size)
      return json({ ...page, results: page.results.map((i) => reviewText(p, i, marks[i]!)) })
    }),
  ),

  /** Products by ids: ?product_id__in=1,2,3 (in the order asked), or by ?slug= (with their page's content: description, lists, rooms, programme). */
  http.get(
    '*/api/v2/search/products',
    handle(({ request }) => {
      const q = parseQuery(request, productsByIdsQuerySchema)
      const found =
        'slug' in q
          ? [getProductsBySlug().get(q.slug)].filter((p): p is Product => Boolean(p))
          : q.product_id__in.map((id) => getProductsById().get(id)).filter((p): p is Product => Boolean(p))
      const results = found.map((p) => ({
        ...productView(p),
        description: productDescription(p),
        room_types: roomTypesOf(p).map((r) => ({ ...r, extras: roomExtras(p, r.code) })),
        ...productContent(p),
      }))
      return json({ count: results.length, next: null, previous: null, results })
    }),
  ),

  http.get(
    '*/api/v2/menus/similar-product',
    handle(({ request }) => {
      const q = parseQuery(
        request,
        z.object({
          destination: z.string().min(1).max(60),
          byPage: z.coerce.number().int().min(1).max(50).default(8),
          exclude: z.coerce.number().int().optional(),
        }),
      )
      const d = q.destination.toLowerCase()
      const same = getProducts().filter((p) => (p.destination.code === d || p.destination.region === d || p.slug === d) && p.product_id !== q.exclude)
      same.sort((a, b) => b.popularity - a.popularity)
      return json({ count: same.length, results: same.slice(0, q.byPage).map(productView) })
    }),
  ),

  http.post(
    '*/api/v2/search/products/deeplink/product',
    handle(async ({ request }) => {
      const body = await parseBody(request, deeplinkBody)
      if (body.productId === undefined) throw new HttpError(400, 'bad_request', 'productId is required')
      const p = getProductsById().get(body.productId)
      if (!p) throw notFound('Product')
      const ref = hashString(JSON.stringify(body)).toString(36)
      return json({ status: 'success', data: { deeplink_url: `/api/v2/demo/deeplink/${ref}?product=${p.product_id}&title=${encodeURIComponent(p.title)}` } })
    }),
  ),

  http.post(
    '*/api/v2/search/products/deeplink/hotel-vol',
    handle(async ({ request }) => {
      const body = await parseBody(request, deeplinkBody)
      const ref = hashString(JSON.stringify(body)).toString(36)
      return json({ status: 'success', data: { deeplink_url: `/api/v2/demo/deeplink/${ref}?title=${encodeURIComponent('Hôtel + vol')}` } })
    }),
  ),
]
