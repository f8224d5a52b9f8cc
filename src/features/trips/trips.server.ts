import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { tripDetailSchema, tripListReplySchema, type TripDetail, type TripRequestKind } from '~/api-contract/trips'
import { userAccessToken, userApiRequest } from '~/features/account/server'
import { apiPath, apiRequest } from '~/server/api'
import { ApiError } from '~/server/errors'
import { admitLookup, lookupFailed } from '~/server/lookup-limits'

/**
 * A traveller's bookings on the server (trips.functions.ts): the signed-in user's list and
 * pages, the lookup by reference and e-mail (rate-limited as sign-in), cancellation or
 * modification requests, and attaching an order to the account that pays it signed in.
 */

const notFoundStatus = (error: unknown) => error instanceof ApiError && error.status === 404

/** The signed-in user's bookings (every status), as the API lists them. */
export const listTrips = () => userApiRequest({ path: '/user/orders/', schema: tripListReplySchema, error: 'Failed to get orders' })

/** One of the signed-in user's bookings; null when unknown or another's. */
export async function userTrip(reference: string): Promise<TripDetail | null> {
  try {
    return await userApiRequest({ path: apiPath`/user/orders/${reference}/`, schema: tripDetailSchema, error: 'Failed to get order' })
  } catch (error) {
    if (notFoundStatus(error)) return null
    throw error
  }
}

export type LookupResult = { ok: true; trip: TripDetail } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'rate-limited'; retryAfter: number }

/** A booking by reference and e-mail: an unknown reference and a wrong e-mail are the same 'not-found'. */
export async function lookupTrip({ reference, email }: { reference: string; email: string }): Promise<LookupResult> {
  const request = getRequest()
  const admitted = await admitLookup(request, reference)
  if (!admitted.ok) return { ok: false, reason: 'rate-limited', retryAfter: admitted.retryAfter }
  try {
    const trip = await apiRequest({ path: '/order/lookup/', query: { reference, email }, schema: tripDetailSchema, error: 'Failed to get order' })
    return { ok: true, trip }
  } catch (error) {
    if (!notFoundStatus(error)) throw error
    await lookupFailed(request, reference)
    return { ok: false, reason: 'not-found' }
  }
}

export type ChangeRequestResult = { ok: true; trip: TripDetail } | { ok: false; reason: 'not-found' | 'rate-limited' }

/** A cancellation or modification request: as the signed-in owner, or with the booking's e-mail. */
export async function requestChange(data: { reference: string; email?: string | undefined; kind: TripRequestKind }): Promise<ChangeRequestResult> {
  const token = userAccessToken()
  const send = (headers?: Record<string, string>) =>
    apiRequest({ path: '/order/requests/', method: 'POST', body: data, headers, schema: tripDetailSchema, error: 'Failed to send request' })
  try {
    if (data.email === undefined) {
      if (!token) return { ok: false, reason: 'not-found' }
      return { ok: true, trip: await send({ authorization: `Bearer ${token}` }) }
    }
    const request = getRequest()
    const admitted = await admitLookup(request, data.reference)
    if (!admitted.ok) return { ok: false, reason: 'rate-limited' }
    try {
      return { ok: true, trip: await send() }
    } catch (error) {
      if (notFoundStatus(error)) await lookupFailed(request, data.reference)
      throw error
    }
  } catch (error) {
    if (notFoundStatus(error)) return { ok: false, reason: 'not-found' }
    throw error
  }
}

/**
 * Before the payment of a signed-in visitor: the order becomes the account's (its 'Mes voyages'),
 * whoever the payer is. Signed out, nothing to do; a failure never stops the payment.
 */
export async function attachOrderToUser(orderId: string, reservationToken: string): Promise<void> {
  if (!userAccessToken()) return
  await userApiRequest({
    path: '/user/orders/',
    method: 'POST',
    body: { order_id: orderId, reservation_token: reservationToken },
    schema: z.object({ success: z.boolean() }),
    error: 'Failed to attach order',
  }).catch(() => undefined)
}
