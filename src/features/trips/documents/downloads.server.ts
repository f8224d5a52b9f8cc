import { isOrderId } from '~/api-contract/ids'
import { bookingReferenceSchema, tripDetailSchema, type TripDetail } from '~/api-contract/trips'
import { apiPath, apiRequest } from '~/server/api'
import { ApiError } from '~/server/errors'
import { readSessionToken } from '~/server/session'
import { isValidEmail } from '~/lib/email'
import { tooManyAttemptsMessage, USER_MESSAGES } from '~/lib/user-messages'
import { lookupTrip, userTrip } from '../trips.server'
import { tripCalendar, tripFileName } from './trip-calendar'
import { tripSummaryPdf } from './summary-pdf.server'

/**
 * A confirmed booking's documents as downloads, at `/booking/calendar.ics` and
 * `/booking/summary.pdf`, for whoever may see its page:
 * - `GET ?order_id=…`: the reservation session that made the order (its confirmation page);
 * - `GET ?reference=…`: the signed-in owner (its page in 'Mes voyages');
 * - `POST reference=…&email=…` (a form): anyone with the booking's e-mail (the /trip lookup, same limits).
 * Anything else (unknown, another's, unpaid, malformed) is the same 404.
 */

export type DocumentKind = 'calendar' | 'summary'

type Resolved = { trip: TripDetail } | { retryAfter: number } | null

/** The API's refusals (signed out, another's, unknown) read as no booking; anything else is a fault. */
function refusedAsNull(error: unknown): null {
  if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) return null
  throw error
}

async function sessionTrip(orderId: string): Promise<TripDetail | null> {
  const token = readSessionToken()
  if (!token) return null
  return apiRequest({ path: apiPath`/order/${orderId}/trip/`, schema: tripDetailSchema, error: 'Failed to get order', token }).catch(refusedAsNull)
}

async function resolve(request: Request): Promise<Resolved> {
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => null)
    const reference = bookingReferenceSchema.safeParse(form?.get('reference'))
    const email = form?.get('email')
    if (!reference.success || typeof email !== 'string' || email.length > 254 || !isValidEmail(email)) return null
    const found = await lookupTrip({ reference: reference.data, email: email.trim() })
    return found.ok ? { trip: found.trip } : found.reason === 'rate-limited' ? { retryAfter: found.retryAfter } : null
  }
  const params = new URL(request.url).searchParams
  const orderId = params.get('order_id')
  if (orderId !== null) return isOrderId(orderId) ? wrap(await sessionTrip(orderId)) : null
  const reference = bookingReferenceSchema.safeParse(params.get('reference'))
  return reference.success ? wrap(await userTrip(reference.data).catch(refusedAsNull)) : null
}

const wrap = (trip: TripDetail | null): Resolved => (trip ? { trip } : null)

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store', ...headers } })

const download = (body: BodyInit, type: string, filename: string) =>
  new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })

async function answer(request: Request, kind: DocumentKind): Promise<Response> {
  const resolved = await resolve(request)
  if (resolved && 'retryAfter' in resolved) {
    return plain(429, tooManyAttemptsMessage(resolved.retryAfter), { 'retry-after': String(resolved.retryAfter) })
  }
  // Only a confirmed (paid) booking has documents.
  if (!resolved || resolved.trip.status !== 'confirmed') return plain(404, 'Réservation introuvable')
  const { trip } = resolved
  if (kind === 'calendar') {
    const url = new URL(`/trip?reference=${encodeURIComponent(trip.reference)}`, request.url).href
    return download(tripCalendar(trip, url), 'text/calendar; charset=utf-8', tripFileName(trip, 'ics'))
  }
  return download((await tripSummaryPdf(trip)) as Uint8Array<ArrayBuffer>, 'application/pdf', tripFileName(trip, 'pdf'))
}

/** The API or the store out of reach: the French 'momentanément indisponible', a 503 (never a 500 page). */
export function documentDownload(request: Request, kind: DocumentKind): Promise<Response> {
  return answer(request, kind).catch((error: unknown) => {
    console.warn('[trips] documents unavailable:', error instanceof Error ? error.message : error)
    return plain(503, USER_MESSAGES.unavailable, { 'retry-after': '5' })
  })
}
