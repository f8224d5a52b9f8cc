import { http } from 'msw'
import { z } from 'zod'
import { distanceKm, fold } from '../lib/geo'
import { handle, intId, json, notFound, pageQuery, paginate, parseQuery } from '../lib/http'
import { getAgencies, type Agency } from '../seed/agencies'

/** Agencies: one, list (with search), nearby (lat, lng, distance__lte in metres), /cache/agency.json. */

function pick(agency: Agency & { distance?: number }, fields: string[] | undefined) {
  if (!fields) return agency
  return Object.fromEntries(Object.entries(agency).filter(([k]) => fields.includes(k) || k === 'id'))
}

const listQuery = z
  .object({
    ...pageQuery,
    page_size: z.coerce.number().int().min(1).max(500).default(500),
    type: z.enum(['agency_page']).optional(),
    fields: z.string().max(500).optional(),
    status: z.enum(['open', 'closed']).optional(),
    search: z.string().trim().max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    distance__lte: z.coerce.number().positive().max(20_000_000).default(40_000),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), 'lat and lng go together')

export function allAgencies() {
  return getAgencies()
}

export const agencyHandlers = [
  http.get(
    '*/api/v2/report-agency-simple',
    handle(({ request }) => {
      const q = parseQuery(request, listQuery)
      const fields = q.fields
        ?.split(',')
        .map((f) => f.trim())
        .filter(Boolean)
      let items: (Agency & { distance?: number })[] = getAgencies()
      if (q.status) items = items.filter((a) => a.status === q.status)
      if (q.search) {
        const s = fold(q.search)
        items = items.filter((a) => fold(`${a.name} ${a.city} ${a.postal_code} ${a.address}`).includes(s))
      }
      if (q.lat !== undefined && q.lng !== undefined) {
        items = items
          .map((a) => ({ ...a, distance: Math.round(distanceKm(q.lat!, q.lng!, a.gps_latitude, a.gps_longitude) * 1000) }))
          .filter((a) => a.distance <= q.distance__lte)
          .sort((a, b) => a.distance - b.distance)
      }
      const page = paginate(request, items, q.page, q.page_size)
      return json({ ...page, results: page.results.map((a) => pick(a, fields)) })
    }),
  ),

  http.get(
    '*/api/v2/report-agency-simple/:id',
    handle(({ params }) => {
      const id = intId.safeParse(params.id)
      const agency = id.success ? getAgencies().find((a) => a.id === id.data) : undefined
      if (!agency) throw notFound('Agency')
      return json(agency)
    }),
  ),

  /** Same list as /cache/agency.json, under the demo API for tools. */
  http.get('*/cache/agency.json', () => json(getAgencies(), { headers: { 'cache-control': 'public, max-age=300' } })),
]
