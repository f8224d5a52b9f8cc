import type * as DemoServer from '~/demo-api/server'
import { config } from './config'
import { isSameOriginRequest } from './security'

/**
 * Which API answers: the one place that decides. With `API_URL` set, a real host answers and no
 * demo code is loaded; unset, the embedded demo API answers in-process (the API client) and over
 * HTTP at /api/v2/* and /cache/agency.json (its mailbox and payment pages, tools).
 *
 * The demo's controls (fault switch, per-request faults, flight count override) answer only
 * with DEMO_CONTROLS=1, and then only to same-origin calls (the server functions' check).
 */

export const usesDemoApi = (): boolean => !config.apiUrl

type DemoModule = typeof DemoServer

async function loadDemo(): Promise<DemoModule | null> {
  if (!usesDemoApi()) return null
  return import('~/demo-api/server')
}

/**
 * The demo API's request handler for the API client (in-process), loaded on first use; null
 * against a real host. Per-request controls never apply in-process; the flight count does.
 */
export async function demoApiHandler(): Promise<((request: Request) => Promise<Response>) | null> {
  const demo = await loadDemo()
  if (!demo) return null
  return (request) => demo.handleDemoRequest(request, { controls: false, flightCount: config.demoFlightCount })
}

const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

const jsonError = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status, headers: { 'cache-control': 'no-store' } })

/** A server route's answer: the demo API's, or 404 when a real host is configured. */
export async function serveDemoApi({ request }: { request: Request }): Promise<Response> {
  const demo = await loadDemo()
  if (!demo) return jsonError(404, 'not_found', 'Not found')
  // An API's answer to OPTIONS: the methods, and no CORS grant (cross-origin calls stay refused).
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: METHODS, 'cache-control': 'no-store' } })
  if (demo.usesDemoControls(request) && config.demoControls && !isSameOriginRequest(request)) {
    return jsonError(403, 'forbidden', 'Cross-site request refused')
  }
  return demo.handleDemoRequest(request, { controls: config.demoControls, flightCount: config.demoFlightCount })
}
