/** The booking domain's server-only parts: its documents' downloads (server routes) and their builders (the trip pages reuse them). */
export { calendarDownload, loadBookingDocument, summaryDownload } from './documents/documents.server'
export { bookingSummaryPdf } from './documents/summary-pdf.server'
export { bookingReference, bookingStatusLabel, type BookingDocumentInput } from './documents/booking-document'
