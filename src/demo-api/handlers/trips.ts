import { http } from 'msw'
import { bookingReferenceSchema, tripClaimRequestSchema, tripLookupQuerySchema, tripRequestBodySchema } from '~/api-contract/trips'
import { handle, HttpError, json, notFound, parseBody, parseQuery, requireUser } from '../lib/http'
import { loadOrder } from '../orders'
import { store } from '../store'
import { accountBookings, bookingByReference, contactEmail, isBooking, ownedBy, tripDetail, tripSummary } from '../trips'

/**
 * A traveller's bookings: the signed-in user's orders, the public lookup by reference and
 * e-mail, and cancellation or modification requests. Registered before the order handlers
 * (`/order/lookup/` would otherwise read as an order id).
 */

/** The one answer for an unknown reference and for a wrong e-mail: it tells nothing. */
const noBooking = () => notFound('Order')

const sameEmail = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The signed-in user, when the request carries a valid Bearer token; else undefined. */
function optionalUser(request: Request) {
  if (!/^Bearer\s/i.test(request.headers.get('authorization') ?? '')) return undefined
  return requireUser(request).account
}

export const tripHandlers = [
  http.get(
    '*/api/v2/user/orders',
    handle(({ request }) => {
      const { account } = requireUser(request)
      const bookings = accountBookings(account).sort((a, b) => b.created_at.localeCompare(a.created_at))
      return json(bookings.map(tripSummary))
    }),
  ),

  http.post(
    '*/api/v2/user/orders',
    handle(async ({ request }) => {
      const { account } = requireUser(request)
      const body = await parseBody(request, tripClaimRequestSchema)
      const order = store.orders.get(body.order_id)
      // Only the reservation session that made the order can attach it to an account.
      if (!order || order.token !== body.reservation_token) throw notFound('Order')
      order.owner = account.email
      return json({ success: true })
    }),
  ),

  http.get(
    '*/api/v2/user/orders/:reference',
    handle(({ request, params }) => {
      const { account } = requireUser(request)
      const reference = bookingReferenceSchema.safeParse(params.reference)
      const order = reference.success ? bookingByReference(reference.data) : undefined
      if (!order || !ownedBy(order, account)) throw noBooking()
      return json(tripDetail(order))
    }),
  ),

  http.get(
    '*/api/v2/order/:id/trip',
    handle(({ request, params }) => {
      // The reservation session's own order, as its booking's page shows it (its documents on the confirmation).
      const order = loadOrder(request, params)
      if (!isBooking(order)) throw noBooking()
      return json(tripDetail(order))
    }),
  ),

  http.get(
    '*/api/v2/order/lookup',
    handle(({ request }) => {
      const query = tripLookupQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
      // A malformed reference is an unknown one; a missing or malformed e-mail is a bad request.
      if (!query.success) {
        if (query.error.issues.some((i) => i.path[0] === 'email')) parseQuery(request, tripLookupQuerySchema)
        throw noBooking()
      }
      const order = bookingByReference(query.data.reference)
      if (!order || !sameEmail(contactEmail(order), query.data.email)) throw noBooking()
      return json(tripDetail(order))
    }),
  ),

  http.post(
    '*/api/v2/order/requests',
    handle(async ({ request }) => {
      const account = optionalUser(request)
      const body = await parseBody(request, tripRequestBodySchema)
      const order = bookingByReference(body.reference)
      const allowed = order && ((account && ownedBy(order, account)) || (body.email !== undefined && sameEmail(contactEmail(order), body.email)))
      if (!order || !allowed || !isBooking(order)) throw noBooking()
      if (order.payment?.status === 'cancelled') throw new HttpError(409, 'conflict', 'Order is cancelled')
      order.request = { kind: body.kind, requested_at: new Date().toISOString() }
      return json(tripDetail(order), { status: 201 })
    }),
  ),
]
