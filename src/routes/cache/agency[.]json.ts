import { createFileRoute } from '@tanstack/react-router'

/**
 * GET /cache/agency.json: every agency (booking-and-accounts.md §7). Served by the demo API
 * when API_URL is unset (imported lazily, never loaded against a real host); with a real
 * host the file is the host's, so this route answers 404.
 */
export const Route = createFileRoute('/cache/agency.json')({
  server: {
    handlers: {
      GET: async ({ request }: { request: Request }) => {
        if (process.env.API_URL) return new Response('Not found', { status: 404 })
        const { handleDemoRequest } = await import('~/demo-api/server')
        return handleDemoRequest(request)
      },
    },
  },
})
