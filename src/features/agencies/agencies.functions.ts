import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { agenciesNear, chooseAgency, fetchAgencyById, findAgencies, selectedAgency } from './agencies.server'
import { placeSearchInput } from './places'
import { findPlaces } from './places.server'
import { NEAREST_AGENCY_RADIUS_M } from './proximity'

/** Server functions of agency selection (agencies.server.ts). */

const agencyId = () => z.number().int().positive()

export const getAgency = createServerFn({ method: 'GET' })
  .validator(z.object({ id: agencyId() }))
  .handler(({ data }) => fetchAgencyById(data.id))

/** The agency chosen earlier (cookie), or null; a failure to load it is ignored. */
export const getSelectedAgency = createServerFn({ method: 'GET' }).handler(() => selectedAgency())

export const selectAgency = createServerFn({ method: 'POST' })
  .validator(z.object({ id: agencyId() }))
  .handler(({ data }) => chooseAgency(data.id))

/** Open agencies, optionally matching a text (name, city, postal code). */
export const searchAgencies = createServerFn({ method: 'GET' })
  .validator(z.object({ search: z.string().trim().max(100).optional() }))
  .handler(({ data }) => findAgencies(data.search))

/** Open agencies within `distance` metres of a point, nearest first. */
export const nearbyAgencies = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      distance: z.number().int().positive().max(2_000_000).default(NEAREST_AGENCY_RADIUS_M),
    }),
  )
  .handler(({ data }) => agenciesNear(data))

/** French communes and postcodes starting with the text (the agency search by place). */
export const searchPlaces = createServerFn({ method: 'GET' })
  .validator(placeSearchInput())
  .handler(({ data }) => findPlaces(data.text))
