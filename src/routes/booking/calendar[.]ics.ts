import { createFileRoute } from '@tanstack/react-router'
import { documentDownload } from '~/features/trips/server'

/** /booking/calendar.ics: the booking's flights as a calendar file (GET ?order_id= or ?reference=, POST a reference and e-mail: see documentDownload). */
export const Route = createFileRoute('/booking/calendar.ics')({
  server: { handlers: { GET: ({ request }) => documentDownload(request, 'calendar'), POST: ({ request }) => documentDownload(request, 'calendar') } },
})
