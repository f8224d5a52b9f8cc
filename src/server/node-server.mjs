// Production Node server: serves the built client assets and the Start handler with srvx.
// `npm run serve` (or `npm start`, which builds first when needed). PORT defaults to 3000.
// Behind a load balancer: INSTANCE_ID names the instance (`x-instance` on every response),
// REDIS_URL shares the server store, API_URL reaches the API service; SIGTERM drains.
// Limits (body size, timeouts, connections, load shedding): src/server/limits.mjs.
// First: starts the server again with two malloc arenas when glibc's default would apply.
import './malloc-arenas.mjs'
import { readdirSync, readFileSync } from 'node:fs'
import { Server as NetServer } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { Readable, pipeline } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, brotliDecompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib'
import { serve } from 'srvx'
import { declaredBodySize, bodyTooLarge, serverLimits } from './limits.mjs'
import { loadShedder } from './load-shed.mjs'
import { clickableUrl, logger, requestIdFrom } from './logger.mjs'
import { memoryStatic } from './static-files.mjs'

/** Libraries' own console output becomes log lines too (one JSON line per call, errors serialized). */
for (const level of ['error', 'warn']) {
  console[level] = (...args) => {
    const err = args.find((arg) => arg instanceof Error)
    const msg = args.filter((arg) => arg !== err).map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')
    logger[level](err ? { err } : {}, msg || err?.message || '')
  }
}

const LIMITS = serverLimits()

/**
 * Memory under load (issue 14): V8 lets the heap grow to up to 4x what survived the last full
 * collection before collecting again, and SSR makes much short-lived garbage, so a busy server's
 * RSS reached 4-5x its live data (546 MB for ~110 MB live in bench:load's search churn). A
 * growing factor of 1.5 collects sooner; live data is bounded by the caches' own sizes.
 * HEAP_GROWING_PERCENT overrides it (0: V8's default).
 */
const heapGrowingPercent = Number(process.env.HEAP_GROWING_PERCENT ?? 50)
if (heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`)

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The built style sheets, given inline in the pages' head (src/server/deferred-entry.ts): a
 * first visit paints after the HTML alone, not after a round trip (and on a phone network, a new
 * connection) for its style sheets: Lighthouse mobile's FCP 1.37 -> 0.87 s on /search. A sheet
 * that could not be inlined as is (a relative url(), a closing tag) stays a link.
 * INLINE_STYLES=0 turns it off (to compare).
 */
const assetsDir = `${root}dist/client/assets`
if (process.env.INLINE_STYLES !== '0') {
  globalThis[Symbol.for('horizon.inlineStyles')] = new Map(
    readdirSync(assetsDir)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`/assets/${name}`, readFileSync(`${assetsDir}/${name}`, 'utf8')])
      .filter(([, css]) => !/<\/style|url\(\s*['"]?(?![/'"]|data:)/i.test(css)),
  )
}
const { default: app } = await import(new URL('dist/server/server.js', `file://${root}`).href)

/**
 * Headers for responses that do not go through the app (static files, health, the host's own
 * 413 and 503): a CSP that allows nothing but the file's own inline styles (an SVG opened alone).
 */
const BASE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
}

/** Which instance answered (INSTANCE_ID, set by the cluster): no header when unset. */
const INSTANCE = process.env.INSTANCE_ID?.trim()
if (INSTANCE) BASE_HEADERS['x-instance'] = INSTANCE

/** HSTS when served over HTTPS (a trusted proxy's x-forwarded-proto is in the URL: TRUST_PROXY). */
const HSTS = 'max-age=63072000; includeSubDomains'
const isHttps = (request) => new URL(request.url).protocol === 'https:'

function withBaseHeaders(response, request, requestId) {
  const headers = { ...BASE_HEADERS, ...(isHttps(request) ? { 'strict-transport-security': HSTS } : {}), 'x-request-id': requestId }
  try {
    for (const [name, value] of Object.entries(headers)) {
      if (!response.headers.has(name)) response.headers.set(name, value)
    }
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) if (!copy.headers.has(name)) copy.headers.set(name, value)
    return copy
  }
}

/** Set on SIGTERM/SIGINT: the server drains (see the end of this file). */
let draining = false

const healthz = (request, next) => {
  const { pathname } = new URL(request.url)
  if (pathname === '/healthz') {
    if (draining) return Response.json({ status: 'draining' }, { status: 503, headers: { 'cache-control': 'no-store', connection: 'close' } })
    return Response.json({ status: 'ok', uptime: Math.round(process.uptime()), ...(INSTANCE ? { instance: INSTANCE } : {}) }, { headers: { 'cache-control': 'no-store' } })
  }
  return next()
}

/**
 * Each request's id: the caller's `x-request-id` (a proxy's) when it is a plain token, else a new
 * one; set on the request (the app's log lines carry it, log.ts) and echoed on the answer.
 */
const headers = async (request, next) => {
  const requestId = requestIdFrom(request.headers.get('x-request-id'))
  request.headers.set('x-request-id', requestId)
  const response = withBaseHeaders(await next(), request, requestId)
  // Draining: each connection closes after its answer (the only close a proxy cannot race).
  if (draining) {
    try {
      response.headers.set('connection', 'close')
    } catch {
      const copy = new Response(response.body, response)
      copy.headers.set('connection', 'close')
      return copy
    }
  }
  return response
}

/**
 * The build's client files (hashed assets, fonts, public images), with the `.br` and `.gz`
 * copies made at build time (.config/precompress.ts), kept in memory once first asked for: no
 * file system call and no compression per request (src/server/static-files.mjs).
 */
const files = memoryStatic(`${root}dist/client`, {
  cacheControl: (path) => (path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'),
  encodingFor: pickEncoding,
})

// Warm-up before listening: the first renders load the route chunks and the server-rendered
// lazy parts (serverRenderedLazy), so the first visitor's page does not stream fallbacks and
// then jump (cold /search measured CLS 0.67 at 1280 px without it). No search is run.
const warmPages = []
for (const path of ['/', '/vol', '/search']) {
  try {
    warmPages.push(await (await app.fetch(new Request(`http://localhost${path}`))).text())
  } catch {
    // a failed warm-up only costs the first visitor a slower page
  }
}
await new Promise((resolve) => setTimeout(resolve, 50))

/**
 * Preload hints for every page (issue 14): the style sheets every page uses and that are not
 * given inline (none while INLINE_STYLES is on), read from the warm-up pages (their names are
 * hashed by the build). Sent as a 103 Early Hints to browsers'
 * navigations (before the page renders; not to other clients, some of which mistake a 1xx for
 * the answer), and as a `Link` header on every page. The JS is not hinted: it loads after the
 * first paint (src/server/deferred-entry.ts).
 */
function preloadLinks(pages) {
  if (pages.length === 0) return ''
  const hrefs = (html, pattern) => new Set([...html.matchAll(pattern)].map((m) => m[1]))
  // Not the ones the page gives inline (a <style data-href>: their links are inert, nothing to fetch).
  const styles = pages.map((html) => {
    const inline = hrefs(html, /<style data-href="([^"]+)"/g)
    return new Set([...hrefs(html, /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].filter((href) => !inline.has(href)))
  })
  const common = [...styles[0]].filter((href) => styles.every((set) => set.has(href)))
  return common.map((href) => `<${href}>; rel=preload; as=style`).join(', ')
}
const LINKS = preloadLinks(warmPages)

/** A browser's page navigation (it says so): the one kind of request a 103 is sent to. */
const isNavigation = (request) =>
  request.method === 'GET' && request.headers.get('sec-fetch-mode') === 'navigate' && !new URL(request.url).pathname.startsWith('/api/')

/**
 * Compression of the app's own responses (HTML pages, server-function JSON; the built assets
 * are served pre-compressed): brotli (quality 4, fast enough per request) or gzip by
 * `accept-encoding`, flushed chunk by chunk so a streamed page still streams.
 */
const COMPRESSIBLE = /^(text\/(html|plain|css|javascript)|application\/(json|javascript|x-tss-framed|manifest\+json)|image\/svg\+xml)/
function pickEncoding(acceptEncoding) {
  const accepted = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br'
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip'
  return null
}

function compress(request, response) {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || request.method === 'HEAD' || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return response
  const length = Number(response.headers.get('content-length') ?? Infinity)
  if (length < 1024) return response
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  const headers = new Headers(response.headers)
  headers.append('vary', 'accept-encoding')
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 20, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
      : createGzip({ level: 6 })
  const source = Readable.fromWeb(response.body)
  // Flushed once per burst of chunks (a flush per chunk of React's stream cost ~8 ms a page).
  let flushing = false
  source.on('data', () => {
    if (flushing) return
    flushing = true
    setImmediate(() => {
      flushing = false
      if (!encoder.destroyed && !encoder.writableEnded) encoder.flush()
    })
  })
  // A client that goes away ends the pipeline; its error has no one to tell.
  pipeline(source, encoder, () => undefined)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  return new Response(Readable.toWeb(encoder), { status: response.status, statusText: response.statusText, headers })
}

/**
 * Anonymous pages micro-cache (issues 14 and 18): a request without any cookie or credentials
 * (a first visit, a crawler, a shared deep link) sees the same page as every other such request,
 * so its HTML is rendered once per URL every few seconds instead of once per request, and
 * compressed once per encoding: the cached answer is the same bytes for everyone (no
 * Set-Cookie: the visitor's session token comes with the first request that needs one).
 *
 * Its CSP nonce is the render's, shared by the answers of that render (at most PAGE_CACHE_MS):
 * a fresh nonce per answer would mean rewriting and recompressing 60-120 KB of HTML for each,
 * which was the server's throughput ceiling (bench:load /vol 786 req/s, p99 114 ms at 50
 * connections). The nonce still does its job: it is unguessable when the page is rendered, so
 * markup injected into that render (from the URL or from data) cannot carry it, and the page's
 * bytes are fixed once rendered; knowing it afterwards helps nothing, as the next render draws
 * a new one. Pages with a cookie (anything personal) keep a nonce per request.
 *
 * Only 200 HTML pages; bounded in entries and bytes. Off with DEMO_CONTROLS=1 (tests switch
 * process-wide demo faults) or PAGE_CACHE_MS=0.
 */
const PAGE_CACHE_MS = Number(process.env.PAGE_CACHE_MS ?? 5000)
const PAGE_CACHE_ON = PAGE_CACHE_MS > 0 && !/^(1|true|yes|on)$/i.test(process.env.DEMO_CONTROLS ?? '')
const PAGE_CACHE_LIMITS = { entries: 200, bytes: 16 * 1024 * 1024 }
const pageCache = new Map()
let pageCacheBytes = 0

const isAnonymousPage = (request) =>
  request.method === 'GET' &&
  !request.headers.has('cookie') &&
  !request.headers.has('authorization') &&
  (request.headers.get('accept') ?? '').includes('text/html') &&
  !new URL(request.url).pathname.startsWith('/api/') &&
  !new URL(request.url).pathname.startsWith('/_serverFn')

function dropPage(key) {
  const entry = pageCache.get(key)
  if (!entry) return
  pageCache.delete(key)
  pageCacheBytes -= entry.bytes
}

async function renderForCache(request) {
  const response = await app.fetch(request)
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  if (response.status !== 200 || !nonce || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return { response }
  const html = await response.text()
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length')
  return { page: { html: Buffer.from(html), headers, encoded: new Map() }, live: new Response(html, response) }
}

/** The bytes a cached page holds: its HTML until its brotli copy exists, then the compressed copies. */
const pageSize = (page) => (page.html?.length ?? 0) + [...page.encoded.values()].reduce((sum, bytes) => sum + bytes.length, 0)

/**
 * A cached page's bytes in one encoding, compressed once (brotli at a higher quality than live
 * pages). Once the brotli copy exists the HTML is dropped (a page with its style sheets inline
 * is ~270 KB, its brotli copy ~35 KB): the other encodings are made from the brotli copy when a
 * client asks for them (rarely: browsers send `br`), and identity is not kept. Holding the HTML
 * of 40 searched pages overflowed the cache's bytes, every request of a round of 40 searches
 * missed, and the soak's throughput fell from 903 to 269 req/s.
 */
function encodedPage(entry, page, encoding) {
  let bytes = page.encoded.get(encoding)
  if (bytes) return bytes
  const html = page.html ?? brotliDecompressSync(page.encoded.get('br'))
  bytes =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : encoding === 'gzip'
        ? gzipSync(html, { level: 6 })
        : html
  if (encoding !== 'identity') page.encoded.set(encoding, bytes)
  if (encoding === 'br') page.html = null
  if (pageCache.get(entry.key) === entry) {
    const size = pageSize(page)
    pageCacheBytes += size - entry.bytes
    entry.bytes = size
  }
  return bytes
}

async function cachedPage(request) {
  // The scheme behind a TLS proxy changes headers (HSTS) and cookie names: part of the key.
  const key = `${isHttps(request) ? 'https' : 'http'} ${request.url}`
  const now = Date.now()
  let entry = pageCache.get(key)
  if (entry && entry.expires <= now) {
    dropPage(key)
    entry = undefined
  }
  if (!entry) {
    // The entry keeps the page only: the live answer (its HTML again, as a string) is this
    // request's, and was held as long as the entry (42 pages, 21 MB of a soak's heap).
    const rendering = renderForCache(request).catch(() => ({}))
    entry = { key, expires: now + PAGE_CACHE_MS, bytes: 0, pending: rendering.then((result) => result.page) }
    pageCache.set(key, entry)
    const mine = entry
    const result = await rendering
    if (!result.page) {
      if (pageCache.get(key) === mine) dropPage(key)
      return result.response ?? app.fetch(request)
    }
    mine.bytes = pageSize(result.page)
    pageCacheBytes += mine.bytes
    for (const oldest of pageCache.keys()) {
      if (pageCache.size <= PAGE_CACHE_LIMITS.entries && pageCacheBytes <= PAGE_CACHE_LIMITS.bytes) break
      if (oldest !== key) dropPage(oldest)
    }
    // The visitor who rendered it gets the live answer (with its session cookie).
    return result.live
  }
  const page = await entry.pending
  if (!page) return app.fetch(request)
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  const body = encodedPage(entry, page, encoding ?? 'identity')
  const headers = new Headers(page.headers)
  headers.set('x-page-cache', 'hit')
  headers.append('vary', 'accept-encoding')
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  return new Response(body, { status: 200, headers })
}

async function appFetch(request) {
  if (LINKS && isNavigation(request)) {
    try {
      request.runtime?.node?.res?.writeEarlyHints?.({ link: LINKS.split(', ') })
    } catch {
      // 103 is a hint: nothing is lost without it
    }
  }
  const response = PAGE_CACHE_ON && isAnonymousPage(request) ? await cachedPage(request) : await app.fetch(request)
  const compressed = compress(request, response)
  if (LINKS && (compressed.headers.get('content-type') ?? '').startsWith('text/html')) {
    try {
      compressed.headers.append('link', LINKS)
    } catch {
      // immutable headers: the 103 carried the hints
    }
  }
  return compressed
}

/**
 * TRUST_PROXY: whose X-Forwarded-Proto/Host/For to believe (srvx applies them to the request's URL
 * and `ip`). Off by default: any client can send them. `loopback`, `true`, or a list of addresses.
 */
function trustProxySetting(value = '') {
  const v = value.trim().toLowerCase()
  if (!v || v === '0' || v === 'false' || v === 'off') return false
  if (v === '1' || v === 'true' || v === 'on') return true
  if (v === 'loopback') return 'loopback'
  return v.split(',').map((s) => s.trim()).filter(Boolean)
}

/**
 * Shed load before the app: a saturated server answers 503 + Retry-After at once. Not /healthz
 * (the process is alive: a burst must not take every instance out of rotation at once) nor the
 * static files (served from memory). One log line per second while shedding.
 */
let shedCount = 0
let lastShed
const shed = loadShedder({
  maxInFlight: LIMITS.shedInFlight,
  maxDelayMs: LIMITS.shedEventLoopDelayMs,
  retryAfterS: LIMITS.retryAfterS,
  onShed: (detail) => {
    shedCount++
    lastShed = detail
  },
})
setInterval(() => {
  if (shedCount === 0) return
  logger.warn({ event: 'load_shed', requests: shedCount, ...lastShed }, 'serveur saturé : requêtes refusées (503)')
  shedCount = 0
}, 1000).unref()

/**
 * Request bodies over LIMITS.bodyMaxBytes get 413 and the connection is closed, the rest never
 * read: at once on a Content-Length over the cap, else (chunked) as soon as the count passes it.
 * A body within the cap is read here, before the app, which then reads it from memory: a client
 * that goes away mid-body is one log line here, not an error in the app.
 */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
function readCapped(nodeReq, max) {
  return new Promise((resolve) => {
    const chunks = []
    let size = 0
    const settle = (result) => {
      nodeReq.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone)
      resolve(result)
    }
    const onData = (chunk) => {
      size += chunk.length
      if (size > max) {
        nodeReq.pause()
        settle('over')
      } else chunks.push(chunk)
    }
    const onEnd = () => settle(Buffer.concat(chunks))
    const onGone = () => settle('aborted')
    nodeReq.on('data', onData).once('end', onEnd).once('error', onGone).once('close', onGone)
  })
}

const bodyLimit = async (request, next) => {
  if (!BODY_METHODS.has(request.method)) return next()
  const max = LIMITS.bodyMaxBytes
  const contentLength = request.headers.get('content-length')
  const where = () => ({ reqId: request.headers.get('x-request-id'), method: request.method, path: new URL(request.url).pathname })
  if (declaredBodySize(request.method, contentLength, max) === 'over') {
    logger.info({ event: 'body_too_large', ...where(), contentLength }, 'corps de requête trop volumineux (413)')
    return bodyTooLarge(max)
  }
  const nodeReq = request.runtime?.node?.req
  const hasBody = contentLength ? contentLength !== '0' : request.headers.has('transfer-encoding')
  if (!nodeReq || !hasBody || nodeReq.complete) return next()
  const body = await readCapped(nodeReq, max)
  if (body === 'over') {
    logger.info({ event: 'body_too_large', ...where() }, 'corps de requête trop volumineux (413)')
    return bodyTooLarge(max)
  }
  if (body === 'aborted') {
    logger.info({ event: 'request_aborted', ...where() }, 'requête abandonnée par le client')
    return new Response(null, { status: 400, headers: { connection: 'close' } })
  }
  nodeReq.rawBody = body
  return next()
}

const server = serve({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST,
  trustProxy: trustProxySetting(process.env.TRUST_PROXY),
  middleware: [headers, healthz, files, shed, bodyLimit],
  fetch: appFetch,
  // srvx's own cap on body streams, behind the middleware's (a body the middleware did not read).
  maxRequestBodySize: LIMITS.bodyMaxBytes,
  // Slow or silent clients (slow-loris): the headers, then the whole request, must arrive in
  // time; checked every second (Node's default: every 30 s).
  node: {
    headersTimeout: LIMITS.headersTimeoutMs,
    requestTimeout: LIMITS.requestTimeoutMs,
    keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
    connectionsCheckingInterval: 1000,
  },
  // Our own graceful shutdown below (srvx's does not exit while a Redis connection is open).
  gracefulShutdown: false,
  silent: true,
})

await server.ready()
// A socket with no traffic at all (one that never sends a request) is closed after the idle
// timeout; over maxConnections, new connections are refused at accept, before the fd limit.
server.node.server.setTimeout(LIMITS.idleTimeoutMs)
server.node.server.maxConnections = LIMITS.maxConnections
const storeName = process.env.REDIS_URL?.trim() ? 'Redis' : 'mémoire'
const url = clickableUrl(server.url ?? '')
logger.info({ event: 'ready', url, api: process.env.API_URL ?? 'démo intégrée', store: storeName, limits: LIMITS }, `Serveur prêt sur ${url}`)

/**
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): stop accepting
 * connections (a proxy's next connect is refused and it moves on, whatever the method), let
 * every open connection end cleanly, then exit; what is left after SHUTDOWN_TIMEOUT_S (default
 * 10 s) is closed. An open connection is never cut: a proxy may be writing a request on an idle
 * one (one it cannot retry if it is a POST), and closeIdleConnections() also cuts an answer that
 * is ended but not yet flushed. Each ends after its next answer (`connection: close`, above), or
 * when idle for the proxy's keep-alive timeout (set shorter than ours) or ours.
 */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_S ?? 10) * 1000

/**
 * Accepts the connections the kernel has queued before the listener closes (closing it resets
 * them, with the request a proxy may have written on them): turns of the event loop, whose poll
 * phase accepts, until one accepts nothing (at most 1 s).
 */
async function acceptQueued(nodeServer) {
  const until = Date.now() + 1000
  let accepted = true
  const onConnection = () => (accepted = true)
  nodeServer.on('connection', onConnection)
  while (accepted && Date.now() < until) {
    accepted = false
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)))
  }
  nodeServer.off('connection', onConnection)
}

async function shutdown(signal) {
  if (draining) return
  draining = true
  const started = Date.now()
  const force = setTimeout(() => {
    console.error(`[server] ${signal}: requêtes encore en cours après ${SHUTDOWN_TIMEOUT_MS} ms, fermeture forcée`)
    void server.close(true).finally(() => process.exit(1))
  }, SHUTDOWN_TIMEOUT_MS)
  force.unref()
  const nodeServer = server.node?.server
  try {
    if (nodeServer) {
      await acceptQueued(nodeServer)
      // net.Server's close (not http.Server's, which first destroys the idle connections): stops
      // listening, and calls back once the last connection has ended.
      await new Promise((resolve, reject) => NetServer.prototype.close.call(nodeServer, (error) => (error ? reject(error) : resolve())))
    } else await server.close()
  } catch {
    // already closed
  }
  console.log(`[server] ${signal}: arrêt propre après ${Date.now() - started} ms${INSTANCE ? ` [${INSTANCE}]` : ''}`)
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
