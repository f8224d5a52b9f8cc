import type { Order } from '~/api-contract/orders'
import { isOrderId } from '~/api-contract/ids'
import { fetchAgencyById } from '~/features/agencies/server'
import { airportTimeZones } from '~/features/flights/server'
import { calendarFileName, flightCalendar } from '~/lib/flight-calendar'
import { USER_MESSAGES } from '~/lib/user-messages'
import { fetchAncillaries, fetchInsurancePages, fetchLowCostAncillaries, fetchOrder, isPaid, requireToken } from '../booking.server'
import { toCents } from '../model/money'
import { bookingReference, type BookingDocumentInput } from './booking-document'
import { bookingSummaryPdf } from './summary-pdf.server'

/**
 * The booking's documents as downloads: `GET /booking/calendar.ics?order_id=…` and
 * `GET /booking/summary.pdf?order_id=…`, for the session that owns a paid order; anything else
 * (no session, another session's order, an unpaid one, a malformed id) is the same 404.
 */

/** The selected options' names and prices (the ancillaries call's `selected`, or the low-cost items the order names). */
async function selectedOptions(token: string, order: Order): Promise<BookingDocumentInput['options']> {
  const solution = order.ticket?.solution
  if (!solution) return []
  try {
    if (solution.gdsType === 'LOW_COST_CARRIER') {
      const chosen = new Set((order.ancillaries ?? []).map((a) => a.externalId))
      if (chosen.size === 0) return []
      const reply = await fetchLowCostAncillaries(token, order, solution)
      return reply.items.filter((i) => chosen.has(i.id)).map((i) => ({ name: i.name, priceCents: toCents(i.price) }))
    }
    const reply = await fetchAncillaries(token, order.id)
    const names = new Map(reply.passengerList.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]))
    const legs = new Map(reply.segmentList.map((s) => [s.index, `${s.label} ${s.from} > ${s.to}`]))
    return reply.ancillaries
      .filter((a) => a.selected)
      .map((a) => ({ name: [a.name, names.get(a.passengerId), legs.get(a.legIndex)].filter(Boolean).join(', '), priceCents: toCents(a.price) }))
  } catch (error) {
    console.warn('[booking] documents: options unavailable:', error instanceof Error ? error.message : error)
    return []
  }
}

async function insuranceTitle(id: number | null): Promise<string | null> {
  if (id === null) return null
  const reply = await fetchInsurancePages().catch(() => null)
  return reply?.results.find((i) => i.id === id)?.title ?? 'Assurance voyage'
}

/** A paid order of this session with what its documents need, or null. */
export async function loadBookingDocument(orderId: unknown): Promise<BookingDocumentInput | null> {
  const token = requireToken()
  if (!token || !isOrderId(orderId)) return null
  const order = await fetchOrder(token, orderId)
  if (!order || !isPaid(order)) return null
  const transports = order.ticket?.travel_data?.transports ?? []
  const [agency, timeZones, options, insurance] = await Promise.all([
    order.agency ? fetchAgencyById(order.agency).catch(() => null) : null,
    airportTimeZones(transports.flatMap((t) => [t.departure, t.arrival])),
    selectedOptions(token, order),
    insuranceTitle(order.insurance),
  ])
  return { order, agency, timeZones, options, insurance }
}

const notFound = () =>
  new Response('Réservation introuvable', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

const download = (body: BodyInit, type: string, filename: string) =>
  new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })

const orderIdOf = (request: Request) => new URL(request.url).searchParams.get('order_id')

/** The API or the store out of reach: the French 'momentanément indisponible', a 503 (never a 500 page). */
function unavailable(error: unknown): Response {
  console.warn('[booking] documents unavailable:', error instanceof Error ? error.message : error)
  return new Response(USER_MESSAGES.unavailable, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' },
  })
}

/** GET /booking/calendar.ics?order_id=…: one event per flight. */
export function calendarDownload(request: Request): Promise<Response> {
  return calendar(request).catch(unavailable)
}

/** GET /booking/summary.pdf?order_id=…: the booking summary. */
export function summaryDownload(request: Request): Promise<Response> {
  return summary(request).catch(unavailable)
}

async function calendar(request: Request): Promise<Response> {
  const input = await loadBookingDocument(orderIdOf(request))
  const transports = input?.order.ticket?.travel_data?.transports ?? []
  if (!input || transports.length === 0) return notFound()
  const reference = bookingReference(input.order)
  const orderId = String(input.order.id)
  const url = reference ? new URL(`/trip?reference=${encodeURIComponent(reference)}`, request.url).href : undefined
  return download(flightCalendar({ reference, orderId, flights: transports, url }), 'text/calendar; charset=utf-8', calendarFileName(reference, orderId))
}

async function summary(request: Request): Promise<Response> {
  const input = await loadBookingDocument(orderIdOf(request))
  if (!input) return notFound()
  const bytes = await bookingSummaryPdf(input)
  const name = calendarFileName(bookingReference(input.order), String(input.order.id)).replace(/\.ics$/, '.pdf')
  return download(bytes as Uint8Array<ArrayBuffer>, 'application/pdf', name)
}
