import { createFileRoute } from '@tanstack/react-router'
import { documentDownload } from '~/features/trips/server'

/** /booking/summary.pdf: the booking's summary as a PDF (GET ?order_id= or ?reference=, POST a reference and e-mail: see documentDownload). */
export const Route = createFileRoute('/booking/summary.pdf')({
  server: { handlers: { GET: ({ request }) => documentDownload(request, 'summary'), POST: ({ request }) => documentDownload(request, 'summary') } },
})
