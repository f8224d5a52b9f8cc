import { createFileRoute } from '@tanstack/react-router'

/**
 * The demo API over HTTP at /api/v2/* (for the demo's mailbox and payment pages and for
 * tools). Only when API_URL is unset; the demo code is imported lazily so it never loads
 * against a real host.
 */
async function serve({ request }: { request: Request }): Promise<Response> {
  if (process.env.API_URL) return new Response('Not found', { status: 404 })
  const { handleDemoRequest } = await import('~/demo-api/server')
  return handleDemoRequest(request)
}

export const Route = createFileRoute('/api/v2/$')({
  server: { handlers: { GET: serve, POST: serve, PUT: serve, PATCH: serve, DELETE: serve } },
})
