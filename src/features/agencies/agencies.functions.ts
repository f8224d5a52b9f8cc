import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { apiPath, apiRequest } from '~/server/api'
import { readAgencyId, storeAgencyId } from '~/server/session'
import { agencyListReplySchema, agencySchema, type Agency } from '~/api-contract/agencies'
import { NEAREST_AGENCY_RADIUS_M } from './proximity'

/** Server functions of agency selection. The chosen agency id lives in a cookie (server/session). */
const LIST_FIELDS = 'id,name,address,address2,postal_code,city,phone,gps_latitude,gps_longitude,available_contracts,agency_openings,distance'

const agencyId = z.number().int().positive()

export async function fetchAgencyById(id: number): Promise<Agency> {
  return apiRequest({ path: apiPath`/report-agency-simple/${id}/`, schema: agencySchema, error: 'Failed to fetch agency' })
}

export const getAgency = createServerFn({ method: 'GET' })
  .validator(z.object({ id: agencyId }))
  .handler(({ data }) => fetchAgencyById(data.id))

/** The agency chosen earlier (cookie), or null; a failure to load it is ignored. */
export const getSelectedAgency = createServerFn({ method: 'GET' }).handler(async (): Promise<Agency | null> => {
  const id = readAgencyId()
  if (id === undefined) return null
  return fetchAgencyById(id).catch(() => null)
})

export const selectAgency = createServerFn({ method: 'POST' })
  .validator(z.object({ id: agencyId }))
  .handler(async ({ data }) => {
    const agency = await fetchAgencyById(data.id)
    storeAgencyId(agency.id)
    return agency
  })

/** Open agencies, optionally matching a text (name, city, postal code). */
export const searchAgencies = createServerFn({ method: 'GET' })
  .validator(z.object({ search: z.string().trim().max(100).optional() }))
  .handler(async ({ data }) => {
    const reply = await apiRequest({
      path: '/report-agency-simple/',
      query: { type: 'agency_page', fields: LIST_FIELDS, status: 'open', search: data.search || undefined, page_size: 500 },
      schema: agencyListReplySchema,
      error: 'Failed to fetch agencies',
    })
    return reply.results
  })

/** Open agencies within `distance` metres of a point, nearest first. */
export const nearbyAgencies = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      distance: z.number().int().positive().max(2_000_000).default(NEAREST_AGENCY_RADIUS_M),
    }),
  )
  .handler(async ({ data }) => {
    const reply = await apiRequest({
      path: '/report-agency-simple/',
      query: { lat: data.lat, lng: data.lng, distance__lte: data.distance, fields: LIST_FIELDS, status: 'open', page_size: 500 },
      schema: agencyListReplySchema,
      error: 'Failed to fetch agencies',
    })
    return reply.results
  })
