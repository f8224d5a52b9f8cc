import { createFileRoute } from '@tanstack/react-router'
import { calendarDownload } from '~/features/booking/server'

/** GET /booking/calendar.ics?order_id=…: the paid booking's flights as a calendar file (this session's orders only). */
export const Route = createFileRoute('/booking/calendar.ics')({
  server: { handlers: { GET: ({ request }) => calendarDownload(request) } },
})
