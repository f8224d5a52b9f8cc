import { createFileRoute } from '@tanstack/react-router'
import { serveDemoApi } from '~/server/demo-gateway'

/**
 * GET /cache/agency.json: every agency (booking-and-accounts.md §7). The demo API's when no
 * real host is configured; with a real host the file is the host's, so this route answers 404.
 */
export const Route = createFileRoute('/cache/agency.json')({
  server: { handlers: { GET: serveDemoApi } },
})
