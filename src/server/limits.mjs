// The production server's limits, read once from the environment (README, configuration table):
// request body cap, connection timeouts, connection cap, load shedding. Shared by the Node host
// (node-server.mjs) and the app's request middleware (body-limit.ts, the edge build's guard).

/** A non-negative integer from the environment, else the default (a typo must not turn a limit off). */
function readInt(value, fallback) {
  const text = value?.trim()
  if (!text || !/^\d+$/.test(text)) return fallback
  return Number(text)
}

/** Request bodies over this are refused with 413 (BODY_MAX_BYTES, 256 KiB): server-function payloads are a few KiB. */
export const DEFAULT_BODY_MAX_BYTES = 256 * 1024

export function bodyMaxBytes(env = process.env) {
  return readInt(env.BODY_MAX_BYTES, DEFAULT_BODY_MAX_BYTES)
}

/**
 * The Node server's limits. Timeouts in ms; 0 turns a shedding signal off.
 * - headersTimeoutMs: a request's headers must all arrive within it (slow headers), else 408 and close
 * - requestTimeoutMs: the whole request (headers and body) must arrive within it
 * - keepAliveTimeoutMs: an idle keep-alive connection is closed after it
 * - idleTimeoutMs: a socket with no traffic either way (one that never sends a request) is closed
 * - maxConnections: connections over it are refused at accept, so the process keeps descriptors
 * - shedInFlight / shedEventLoopDelayMs: over either, app requests get 503 + Retry-After at once.
 *   The event-loop signal is off by default: on a host whose cores are shared, the loop's lag
 *   measures the neighbours' load as much as ours, and shed requests a queue would have served.
 */
export function serverLimits(env = process.env) {
  return {
    bodyMaxBytes: bodyMaxBytes(env),
    headersTimeoutMs: readInt(env.HEADERS_TIMEOUT_MS, 10_000),
    requestTimeoutMs: readInt(env.REQUEST_TIMEOUT_MS, 30_000),
    keepAliveTimeoutMs: readInt(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    idleTimeoutMs: readInt(env.IDLE_TIMEOUT_MS, 30_000),
    maxConnections: readInt(env.MAX_CONNECTIONS, 4_000),
    shedInFlight: readInt(env.SHED_IN_FLIGHT, 128),
    shedEventLoopDelayMs: readInt(env.SHED_EVENT_LOOP_DELAY_MS, 0),
    retryAfterS: readInt(env.SHED_RETRY_AFTER_S, 5),
  }
}

/** Methods whose body the server reads (the others' body is refused by Node or ignored). */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The declared body size over the cap: 'over'; within it: 'ok'; no Content-Length (chunked):
 * 'unknown', the body is counted as it arrives.
 */
export function declaredBodySize(method, contentLength, max) {
  if (!WITH_BODY.has(method)) return 'ok'
  if (contentLength === null || contentLength === undefined || contentLength === '') return 'unknown'
  if (!/^\d+$/.test(contentLength.trim())) return 'over'
  return Number(contentLength) > max ? 'over' : 'ok'
}

/** The 413 answer: connection closed, so the rest of the body is never read. */
export function bodyTooLarge(max) {
  return Response.json(
    { error: 'body_too_large', message: 'La requête est trop volumineuse.', maxBytes: max },
    { status: 413, headers: { connection: 'close', 'cache-control': 'no-store' } },
  )
}
