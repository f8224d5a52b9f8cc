import { config } from './config'

/**
 * Which API answers: the one place that decides. With `API_URL` set, a real host answers and no
 * demo code is loaded; unset, the embedded demo API answers in-process (the API client) and over
 * HTTP at /api/v2/* and /cache/agency.json (its mailbox and payment pages, tools).
 */

export const usesDemoApi = (): boolean => !config.apiUrl

/** The demo API's request handler, loaded on first use; null against a real host. */
export async function demoApiHandler(): Promise<((request: Request) => Promise<Response>) | null> {
  if (!usesDemoApi()) return null
  const { handleDemoRequest } = await import('~/demo-api/server')
  return handleDemoRequest
}

/** A server route's answer: the demo API's, or 404 when a real host is configured. */
export async function serveDemoApi({ request }: { request: Request }): Promise<Response> {
  const handler = await demoApiHandler()
  return handler ? handler(request) : new Response('Not found', { status: 404 })
}
