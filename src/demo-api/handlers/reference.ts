import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { fold } from '../lib/geo'
import { handle, json, notFound, pageQuery, paginate, parseQuery } from '../lib/http'
import { airlineLogoSvg } from '../lib/images'
import { AIRLINES, airlineLogoPath } from '../seed/airlines'
import { AIRPORTS, LOCATIONS, LOCATIONS_BY_CODE, type LocationRecord } from '../seed/airports'
import { countryName } from '../seed/countries'
import { homePage } from '../seed/storefront'
import { ERROR_MESSAGES, formalityPages, INSURANCES, SALES_CONDITIONS_PAGE } from '../seed/content'

/** Dictionaries (airlines, airports), location search and lookup, error messages, pages. */

const airlineRecords = AIRLINES.map((a) => ({
  code: a.code,
  name: a.name,
  logo_small_path: airlineLogoPath(a.code),
  logo_path: airlineLogoPath(a.code),
  low_cost: a.lowCost,
}))

const airportRecords = AIRPORTS.map((a) => ({
  code: a.code,
  name: a.name,
  city_code: a.city,
  city_name: a.cityName,
  country_code: a.country,
  country_name: countryName(a.country),
  latitude: a.lat,
  longitude: a.lng,
  time_zone: a.timeZone,
  category: a.kind === 'rail' ? 'Rail station' : a.size >= 2 ? 'International airport' : 'Airport',
}))

const codeParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,4}$/)
  .transform((s) => s.toUpperCase())

function searchLocations(term: string, limit: number): LocationRecord[] {
  const q = fold(term.trim())
  if (q.length === 0) return []
  const scored: { l: LocationRecord; score: number }[] = []
  for (const l of LOCATIONS) {
    const code = l.code.toLowerCase()
    const name = fold(l.name)
    const city = fold(l.city_name)
    let score = -1
    if (code === q) score = 100
    else if (city.startsWith(q)) score = 80
    else if (name.startsWith(q)) score = 70
    else if (name.includes(q) || city.includes(q)) score = 50
    else if (fold(l.country_name).startsWith(q)) score = 30
    if (score >= 0) scored.push({ l, score: score + (l.category === 'City' ? 5 : 0) })
  }
  scored.sort((a, b) => b.score - a.score || a.l.name.localeCompare(b.l.name, 'fr'))
  return scored.slice(0, limit).map((s) => s.l)
}

export const referenceHandlers = [
  http.get(
    '*/api/v2/report-airline-dict',
    handle(({ request }) => {
      const q = parseQuery(request, z.object({ ...pageQuery, code: codeParam.optional(), search: z.string().max(100).optional() }))
      let items = airlineRecords
      if (q.code) items = items.filter((a) => a.code === q.code)
      if (q.search) items = items.filter((a) => fold(a.name).includes(fold(q.search!)) || a.code === q.search!.toUpperCase())
      return json(paginate(request, items, q.page, q.page_size))
    }),
  ),

  http.get(
    '*/api/v2/report-airport-dict',
    handle(({ request }) => {
      const q = parseQuery(
        request,
        z.object({
          ...pageQuery,
          page_size: z.coerce.number().int().min(1).max(1000).default(10),
          code: codeParam.optional(),
          search: z.string().max(100).optional(),
          ordering: z.enum(['name', '-name', 'code', '-code', 'city_name', '-city_name']).optional(),
        }),
      )
      let items = airportRecords
      if (q.code) items = items.filter((a) => a.code === q.code || a.city_code === q.code)
      if (q.search) {
        const s = fold(q.search)
        items = items.filter((a) => a.code.toLowerCase() === s || fold(a.name).includes(s) || fold(a.city_name).includes(s))
      }
      if (q.ordering) {
        const desc = q.ordering.startsWith('-')
        const key = q.ordering.replace('-', '') as 'name' | 'code' | 'city_name'
        items = [...items].sort((a, b) => (desc ? -1 : 1) * a[key].localeCompare(b[key], 'fr'))
      }
      return json(paginate(request, items, q.page, q.page_size))
    }),
  ),

  /** Location search: a keyed map (by code) of cities, airports and stations. */
  http.get(
    '*/api/v2/locations/search',
    handle(({ request }) => {
      const q = parseQuery(request, z.object({ searchTerm: z.string().min(1).max(100), limit: z.coerce.number().int().min(1).max(50).default(10) }))
      return json(Object.fromEntries(searchLocations(q.searchTerm, q.limit).map((l) => [l.code, l])))
    }),
  ),

  http.get(
    '*/api/v2/locations/:code',
    handle(({ params }) => {
      const parsed = codeParam.safeParse(params.code)
      const location = parsed.success ? LOCATIONS_BY_CODE.get(parsed.data) : undefined
      if (!location) throw notFound('Location')
      return json(location)
    }),
  ),

  http.get('*/api/v2/demo/airlines/:file', ({ params }) => {
    const code = /^([A-Z0-9]{2})\.svg$/.exec(String(params.file))?.[1]
    const svg = code ? airlineLogoSvg(code) : null
    if (!svg) return HttpResponse.json({ error: 'not_found', message: 'Airline logo not found' }, { status: 404 })
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } })
  }),

  http.get(
    '*/api/v2/configuration/error-messages',
    handle(({ request }) => {
      const q = parseQuery(request, z.object({ code: z.string().min(1).max(100).optional(), provider: z.string().min(1).max(50).optional() }))
      return json(ERROR_MESSAGES.filter((m) => (!q.code || m.code === q.code) && (!q.provider || m.provider === q.provider)))
    }),
  ),

  /** Pages: insurance_page, formality_page, sales_conditions_page, home_page (see homepage handler in storefront). */
  http.get(
    '*/api/v2/pages',
    handle(async ({ request }) => {
      const q = parseQuery(
        request,
        z.object({
          type: z.enum(['insurance_page', 'formality_page', 'sales_conditions_page', 'home_page']),
          fields: z.string().max(500).optional(),
          country_code: z
            .string()
            .regex(/^[A-Za-z]{2}$/)
            .transform((s) => s.toUpperCase())
            .optional(),
          area_code: z.string().max(50).optional(),
          ...pageQuery,
        }),
      )
      let items: Record<string, unknown>[]
      if (q.type === 'insurance_page') items = INSURANCES.map((i) => ({ ...i, type: 'insurance_page' }))
      else if (q.type === 'formality_page') {
        const area = q.area_code?.toLowerCase()
        items = q.country_code ? formalityPages(q.country_code).filter((p) => area === undefined || p.area_code.toLowerCase() === area) : []
      } else if (q.type === 'sales_conditions_page') items = [SALES_CONDITIONS_PAGE]
      else {
        items = [homePage()]
      }
      if (q.fields) {
        const fields = q.fields
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
        items = items.map((i) => Object.fromEntries(Object.entries(i).filter(([k]) => fields.includes(k) || k === 'id')))
      }
      return json(paginate(request, items, q.page, q.page_size))
    }),
  ),
]
