/** Where a paid booking's documents are downloaded, for the session that owns the order (server routes under /booking). */
export function bookingDocumentHrefs(orderId: string): { calendar: string; summary: string } {
  const query = `?order_id=${encodeURIComponent(orderId)}`
  return { calendar: `/booking/calendar.ics${query}`, summary: `/booking/summary.pdf${query}` }
}
