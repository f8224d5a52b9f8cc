// Load shedding for the Node host: when the server is saturated (too many app requests in
// flight, or the event loop late by more than a threshold over the last second), an app request
// is answered at once with 503 + Retry-After instead of queueing until its client gives up.
// /healthz and the static files (from memory, microseconds each) never go through it.
import { monitorEventLoopDelay } from 'node:perf_hooks'

/** The answer to a shed request: a small French page for a browser, JSON for the rest. */
export function overloaded(request, retryAfterS) {
  const headers = { 'retry-after': String(retryAfterS), 'cache-control': 'no-store' }
  if ((request.headers.get('accept') ?? '').includes('text/html')) {
    const html =
      '<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
      '<title>Service momentanément surchargé</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
      '<h1>Service momentanément surchargé</h1><p>Trop de visiteurs en même temps : votre page n’a pas pu être préparée. ' +
      `Réessayez dans quelques secondes.</p><p><a href="">Réessayer</a></p></body></html>`
    return new Response(html, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
  }
  return Response.json({ error: 'overloaded', message: 'Service momentanément surchargé, réessayez dans quelques secondes.' }, { status: 503, headers })
}

/**
 * A srvx middleware counting the app's requests in flight (until their answer is sent, streamed
 * pages included) and shedding when `inFlight` reaches `maxInFlight` or the event loop's median
 * delay over the last second passed `maxDelayMs` (0 turns a signal off).
 * @param {{ maxInFlight: number, maxDelayMs: number, retryAfterS: number, onShed?: (detail: { reason: string, inFlight: number, eventLoopDelayMs: number }) => void }} options
 */
export function loadShedder({ maxInFlight, maxDelayMs, retryAfterS, onShed = () => undefined }) {
  let inFlight = 0
  let lateMs = 0
  let timer
  if (maxDelayMs > 0) {
    const histogram = monitorEventLoopDelay({ resolution: 20 })
    histogram.enable()
    timer = setInterval(() => {
      lateMs = histogram.count > 0 ? histogram.percentile(50) / 1e6 : 0
      histogram.reset()
    }, 1000)
    timer.unref()
  }
  const middleware = async (request, next) => {
    const reason = maxInFlight > 0 && inFlight >= maxInFlight ? 'in_flight' : maxDelayMs > 0 && lateMs > maxDelayMs ? 'event_loop_delay' : null
    if (reason) {
      onShed({ reason, inFlight, eventLoopDelayMs: Math.round(lateMs) })
      return overloaded(request, retryAfterS)
    }
    inFlight++
    let done = false
    const release = () => {
      if (done) return
      done = true
      inFlight--
    }
    const res = request.runtime?.node?.res
    if (res) res.once('close', release)
    try {
      return await next()
    } finally {
      if (!res) release()
    }
  }
  middleware.stats = () => ({ inFlight, eventLoopDelayMs: lateMs })
  return middleware
}
