import { apiPath, apiRequest } from '~/server/api'
import { readAgencyId, storeAgencyId } from '~/server/session'
import { agencyListReplySchema, agencySchema, type Agency } from '~/api-contract/agencies'

/** Agency selection on the server. The chosen agency id lives in a cookie (server/session). */
const LIST_FIELDS = 'id,name,address,address2,postal_code,city,phone,gps_latitude,gps_longitude,available_contracts,agency_openings,distance'

export async function fetchAgencyById(id: number): Promise<Agency> {
  return apiRequest({ path: apiPath`/report-agency-simple/${id}/`, schema: agencySchema, error: 'Failed to fetch agency' })
}

/** The agency chosen earlier (cookie), or null; a failure to load it is ignored. */
export async function selectedAgency(): Promise<Agency | null> {
  const id = readAgencyId()
  if (id === undefined) return null
  return fetchAgencyById(id).catch(() => null)
}

/** Loads the agency, then keeps its id in the cookie. */
export async function chooseAgency(id: number): Promise<Agency> {
  const agency = await fetchAgencyById(id)
  storeAgencyId(agency.id)
  return agency
}

/** Open agencies, optionally matching a text (name, city, postal code). */
export async function findAgencies(search: string | undefined): Promise<Agency[]> {
  const reply = await apiRequest({
    path: '/report-agency-simple/',
    query: { type: 'agency_page', fields: LIST_FIELDS, status: 'open', search: search || undefined, page_size: 500 },
    schema: agencyListReplySchema,
    error: 'Failed to fetch agencies',
  })
  return reply.results
}

/** Open agencies within `distance` metres of a point, nearest first. */
export async function agenciesNear(data: { lat: number; lng: number; distance: number }): Promise<Agency[]> {
  const reply = await apiRequest({
    path: '/report-agency-simple/',
    query: { lat: data.lat, lng: data.lng, distance__lte: data.distance, fields: LIST_FIELDS, status: 'open', page_size: 500 },
    schema: agencyListReplySchema,
    error: 'Failed to fetch agencies',
  })
  return reply.results.toSorted((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity))
}
