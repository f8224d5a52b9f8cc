import type * as DemoServer from '~/demo-api/server'
import { config } from './config'
import { ApiError } from './errors'
import { admitLookup, demoLookupReference, lookupFailed } from './lookup-limits'
import { isSameOriginRequest } from './security'
import { admitSignIn, demoSignInCall, isDemoBrowserWrite, signInFailed, signInSucceeded, type SignInCall } from './sign-in-limits'
import { getItem, setItem, storeDriverName } from './store'

/**
 * Which API answers: the one place that decides. With `API_URL` set, a real host answers and no
 * demo code is loaded; unset, the embedded demo API answers in-process (the API client) and over
 * HTTP at /api/v2/* and /cache/agency.json (its mailbox and payment pages, tools).
 *
 * The demo's controls (fault switch, per-request faults, flight count override) answer only
 * with DEMO_CONTROLS=1, and then only to same-origin calls (the server functions' check).
 *
 * On the edge build the demo's state (sessions, orders, accounts, mailbox) lives in the KV store,
 * not in the isolate: see `sharedState`.
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
  return (request) => sharedState(demo, request, () => demo.handleDemoRequest(request, { controls: false, flightCount: config.demoFlightCount }))
}

/**
 * On Workers an isolate's memory is not the demo's: any isolate may serve the next request, an
 * isolate may be dropped at any time (and `wrangler dev` starts a fresh one on each start, while
 * KV keeps the server store's shared search token and cached searches, which name the demo's
 * sessions and orders). So with the KV store, the demo's state is a snapshot kept there, the
 * one the demo API service keeps in Redis: loaded before a request when another isolate (or an
 * earlier run) wrote a newer one, saved after a request that may change it. One request at a
 * time per isolate, so that a load never replaces the state under a request being handled.
 *
 * KV is eventually consistent: locally (miniflare) a write is seen at once; on Cloudflare
 * another location may read the previous snapshot for up to a minute, and a key takes one
 * write per second. A demo's compromise: a real deployment sets API_URL.
 */
const STATE_KEY = 'demo-api:state'
const STATE_REV_KEY = 'demo-api:state-rev'
/** The longest any part of the state lives (accounts, user sessions: 30 days). */
const STATE_TTL_SECONDS = 30 * 24 * 60 * 60
let heldRev: string | undefined
let turn: Promise<unknown> = Promise.resolve()

interface KeptState {
  rev: string
  state: DemoServer.DemoSnapshot
}

function sharedState(demo: DemoModule, request: Request, handle: () => Promise<Response>): Promise<Response> {
  if (storeDriverName() !== 'kv') return handle()
  const run = turn.then(async () => {
    const rev = await getItem<string>(STATE_REV_KEY)
    if (rev && rev !== heldRev) {
      const kept = await getItem<KeptState>(STATE_KEY)
      if (kept) {
        demo.importState(kept.state)
        heldRev = kept.rev
      }
    }
    const response = await handle()
    if (demo.changesState(request)) {
      const next = crypto.randomUUID()
      await setItem<KeptState>(STATE_KEY, { rev: next, state: demo.exportState() }, STATE_TTL_SECONDS)
      await setItem(STATE_REV_KEY, next, STATE_TTL_SECONDS)
      heldRev = next
    }
    return response
  })
  turn = run.catch(() => undefined)
  return run
}

const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

const jsonError = (status: number, error: string, message: string) => Response.json({ error, message }, { status, headers: { 'cache-control': 'no-store' } })

/** A server route's answer: the demo API's, or 404 when a real host is configured. */
export async function serveDemoApi({ request }: { request: Request }): Promise<Response> {
  const demo = await loadDemo()
  if (!demo) return jsonError(404, 'not_found', 'Not found')
  // An API's answer to OPTIONS: the methods, and no CORS grant (cross-origin calls stay refused).
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: METHODS, 'cache-control': 'no-store' } })
  if (((demo.usesDemoControls(request) && config.demoControls) || isDemoBrowserWrite(request)) && !isSameOriginRequest(request)) {
    return jsonError(403, 'forbidden', 'Cross-site request refused')
  }
  try {
    const call = demoSignInCall(request)
    const answer = () =>
      sharedState(demo, request, () => demo.handleDemoRequest(request, { controls: config.demoControls, flightCount: config.demoFlightCount }))
    if (call) return await limitedSignIn(request, call, answer)
    const reference = await demoLookupReference(request)
    return reference === undefined ? await answer() : await limitedLookup(request, reference, answer)
  } catch (error) {
    // The store that keeps the demo's state is away (edge build): the demo is unavailable.
    if (error instanceof ApiError) return jsonError(error.status, 'unavailable', error.message)
    throw error
  }
}

/** HEAD: the GET answer's status and headers, without its body (as HTTP has it). */
export async function serveDemoApiHead({ request }: { request: Request }): Promise<Response> {
  const get = await serveDemoApi({ request: new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }) })
  await get.body?.cancel()
  return new Response(null, { status: get.status, statusText: get.statusText, headers: get.headers })
}

/** The account a sign-in call names (its body's `email`), if any. */
async function accountOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown }
    return typeof body?.email === 'string' ? body.email : undefined
  } catch {
    return undefined
  }
}

/** A call to the demo's sign-in endpoints, under the same limits as the app's (sign-in-limits.ts). */
async function limitedSignIn(request: Request, call: SignInCall, answer: () => Promise<Response>): Promise<Response> {
  const account = await accountOf(request)
  const admitted = await admitSignIn(request, call, account)
  if (!admitted.ok) {
    return Response.json(
      { error: 'too_many_requests', message: 'Too many attempts, try again later', retry_after: admitted.retryAfter },
      { status: 429, headers: { 'retry-after': String(admitted.retryAfter), 'cache-control': 'no-store' } },
    )
  }
  const response = await answer()
  if (call === 'confirm') {
    if (response.status === 401 || response.status === 429) await signInFailed(request, account)
    else if (response.ok) await signInSucceeded(request, account)
  }
  return response
}

/** A booking lookup by reference and e-mail, under the same limits as the app's (lookup-limits.ts). */
async function limitedLookup(request: Request, reference: string, answer: () => Promise<Response>): Promise<Response> {
  const admitted = await admitLookup(request, reference)
  if (!admitted.ok) {
    return Response.json(
      { error: 'too_many_requests', message: 'Too many attempts, try again later', retry_after: admitted.retryAfter },
      { status: 429, headers: { 'retry-after': String(admitted.retryAfter), 'cache-control': 'no-store' } },
    )
  }
  const response = await answer()
  if (response.status === 404) await lookupFailed(request, reference)
  return response
}
