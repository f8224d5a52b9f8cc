/** Where a confirmed booking's documents are served (server routes under /booking). */
export const BOOKING_DOCUMENT_PATHS = { calendar: '/booking/calendar.ics', summary: '/booking/summary.pdf' } as const

/** Their links: by this session's order, or by reference for the booking's signed-in owner. */
export function bookingDocumentHrefs(key: { order_id: string } | { reference: string }): { calendar: string; summary: string } {
  const query = 'order_id' in key ? `?order_id=${encodeURIComponent(key.order_id)}` : `?reference=${encodeURIComponent(key.reference)}`
  return { calendar: BOOKING_DOCUMENT_PATHS.calendar + query, summary: BOOKING_DOCUMENT_PATHS.summary + query }
}
