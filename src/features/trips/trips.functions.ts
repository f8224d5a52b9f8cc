import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { listTrips, lookupTrip, requestChange, userTrip } from './trips.server'

/** Server functions of 'Mes voyages' and a booking's page (trips.server.ts); only the trips pages load this module. */

const reference = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5,8}$/)
  .transform((s) => s.toUpperCase())

/** The signed-in user's bookings. */
export const getTrips = createServerFn({ method: 'GET' }).handler(() => listTrips())

/** One of the signed-in user's bookings, or null. */
export const getTrip = createServerFn({ method: 'GET' })
  .validator(z.object({ reference: z.string().max(20) }))
  .handler(({ data }) => {
    const ref = reference.safeParse(data.reference)
    return ref.success ? userTrip(ref.data) : null
  })

/** 'Retrouver une réservation': reference and e-mail. */
export const findTrip = createServerFn({ method: 'POST' })
  .validator(z.object({ reference, email: z.email().max(254) }))
  .handler(({ data }) => lookupTrip(data))

/** 'Demander une annulation' / 'Demander une modification'. */
export const sendChangeRequest = createServerFn({ method: 'POST' })
  .validator(z.object({ reference, email: z.email().max(254).optional(), kind: z.enum(['cancellation', 'modification']) }))
  .handler(({ data }) => requestChange(data))
