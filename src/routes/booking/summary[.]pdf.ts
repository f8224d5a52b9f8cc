import { createFileRoute } from '@tanstack/react-router'
import { summaryDownload } from '~/features/booking/server'

/** GET /booking/summary.pdf?order_id=…: the paid booking's summary as a PDF (this session's orders only). */
export const Route = createFileRoute('/booking/summary.pdf')({
  server: { handlers: { GET: ({ request }) => summaryDownload(request) } },
})
