import { getResponse, HttpResponse } from 'msw'
import { handlerIndex } from './dispatch'
import { faultFor, isTransportFault } from './faults'
import { handlers } from './handlers'
import { CONTROLS_HEADER } from './mailbox'
import { startPriceAlertTimer } from './price-alerts'
import { restoreSnapshot, snapshotOf, store, type DemoSnapshot } from './store'

/**
 * Answers a Request addressed to /api/v2/* with the demo handlers, without patching the
 * global fetch. Used in-process by the API client and by the /api/v2/* server route.
 *
 * The demo's controls: per-request faults (header `x-demo-fault`, query `demo_fault`), the
 * process-wide switches (faults at /api/v2/demo/faults, price shifts at /api/v2/demo/prices,
 * re-pricing the price alerts at /api/v2/demo/price-alerts/check, shortening the options' holds
 * at /api/v2/demo/agency-requests/hold) and the flight count override
 * (`?count=` on a flight search). The app's gateway (src/server/demo-gateway.ts) turns them on only when
 * configured (DEMO_CONTROLS=1) and for same-origin calls; called directly (tests, tools),
 * they are on.
 */

export interface DemoRequestOptions {
  /** Honour the per-request controls and the fault switch (default true). */
  controls?: boolean
  /** Every flight search answers this many solutions (benchmarks; DEMO_FLIGHT_COUNT). */
  flightCount?: number
}

/** The handlers a request may match (MSW tries each in turn). */
const candidates = handlerIndex(handlers)

/** The process-wide switches: faults, price shifts, re-pricing the price alerts now, options' holds. */
const CONTROL_SWITCHES = /\/api\/v2\/demo\/(faults|prices|price-alerts\/check|agency-requests\/hold)\/?$/
// A flight search, or the month prices made of searches (the same `?count=` keeps them equal).
const isFlightSearch = (pathname: string) => /\/(ticket\/search|flights\/month-prices)\/?$/.test(pathname) && !/\/branded\//.test(pathname)

/** Whether a request uses one of the demo's controls (the gateway checks where it comes from). */
export function usesDemoControls(request: Request): boolean {
  const url = new URL(request.url)
  return (
    CONTROL_SWITCHES.test(url.pathname) ||
    url.searchParams.has('demo_fault') ||
    request.headers.has('x-demo-fault') ||
    (isFlightSearch(url.pathname) && url.searchParams.has('count'))
  )
}

async function copyRequest(request: Request, url: URL, headers: Headers): Promise<Request> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  return new Request(url, { method: request.method, headers, body })
}

export async function handleDemoRequest(request: Request, { controls = true, flightCount }: DemoRequestOptions = {}): Promise<Response> {
  startPriceAlertTimer()
  const url = new URL(request.url)
  if (!controls && CONTROL_SWITCHES.test(url.pathname)) {
    return HttpResponse.json({ error: 'not_found', message: 'Not found', path: url.pathname }, { status: 404 })
  }
  // Without the controls, the per-request ones are ignored (the process-wide rules only exist
  // when the switch was on).
  const fault = faultFor(request, { perRequest: controls })
  if (fault && isTransportFault(fault)) {
    if (fault === '500') return HttpResponse.json({ error: 'server_error', message: 'Internal server error (demo fault)' }, { status: 500 })
    if (fault === 'malformed-json')
      return new HttpResponse('{"solutions": [{"id": "broken", ', { status: 200, headers: { 'content-type': 'application/json' } })
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, store.timeoutFaultMs)
      request.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    })
    return HttpResponse.json({ error: 'timeout', message: 'Gateway timeout (demo fault)' }, { status: 504 })
  }
  // The handlers see the business fault as `x-demo-fault` (and nothing else under that name),
  // and the count override as `?count=` on a flight search.
  const headers = new Headers(request.headers)
  headers.delete('x-demo-fault')
  if (fault) headers.set('x-demo-fault', fault)
  // The handlers see the controls as this header (the mailbox's full view), never a client's own.
  headers.delete(CONTROLS_HEADER)
  if (controls) headers.set(CONTROLS_HEADER, 'on')
  const target = new URL(url)
  if (isFlightSearch(url.pathname)) {
    if (!controls) target.searchParams.delete('count')
    if (flightCount && !target.searchParams.has('count')) target.searchParams.set('count', String(flightCount))
  }
  const changed =
    target.href !== url.href ||
    headers.get('x-demo-fault') !== request.headers.get('x-demo-fault') ||
    headers.get(CONTROLS_HEADER) !== request.headers.get(CONTROLS_HEADER)
  const forwarded = changed ? await copyRequest(request, target, headers) : request
  const response = await getResponse(candidates(forwarded), forwarded)
  return response ?? HttpResponse.json({ error: 'not_found', message: 'Not found', path: url.pathname }, { status: 404 })
}

/**
 * The demo's state where one copy of it is shared by several runtimes (the edge build keeps it
 * in KV: src/server/demo-gateway.ts): the same snapshot as the demo API service keeps in Redis.
 */
export const exportState = (): DemoSnapshot => snapshotOf(store)
export const importState = (snapshot: DemoSnapshot): void => restoreSnapshot(store, snapshot)
export type { DemoSnapshot }

/**
 * Whether a request may change the demo's state: every write, the reservation token handed
 * out on GET, and the mailbox (which browser an address's mail goes to). Other reads only renew sliding expiries (sessions, orders), which are kept with
 * the next change.
 */
export function changesState(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') return true
  // The mailbox page links a browser's mailbox id to the addresses it registered.
  return /\/api\/v2\/(session\/token|demo\/mailbox(\.json)?)\/?$/.test(new URL(request.url).pathname)
}
