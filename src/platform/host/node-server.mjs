// Production Node server: serves the built client assets and the Start handler with srvx.
// `npm run serve` (or `npm start`, which builds first when needed). PORT defaults to 3000.
// Behind a load balancer: INSTANCE_ID names the instance (`x-instance` on every response),
// REDIS_URL shares the server store, API_URL reaches the API service; SIGTERM drains.
// Limits (body size, timeouts, connections, load shedding): src/server/limits.mjs. How pages are
// delivered (compression, page cache, early hints): ../README.md.
// First: starts the server again with two malloc arenas when glibc's default would apply.
import './malloc-arenas.mjs'
import { setFlagsFromString } from 'node:v8'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { serverLimits } from '../../server/limits.mjs'
import { clickableUrl, logger, requestIdFrom } from '../../server/logger.mjs'
import { bodyLimit } from './body-limit.mjs'
import { compress, pickEncoding } from './compression.mjs'
import { loadShedder } from './load-shed.mjs'
import { cachedPage, forgetVisitor, isCacheablePage, PAGE_CACHE_ON } from './page-cache.mjs'
import { shutdownOnSignals } from './shutdown.mjs'
import { memoryStatic } from './static-files.mjs'

/** Libraries' own console output becomes log lines too (one JSON line per call, errors serialized). */
for (const level of ['error', 'warn']) {
  console[level] = (...args) => {
    const err = args.find((arg) => arg instanceof Error)
    const msg = args
      .filter((arg) => arg !== err)
      .map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg)))
      .join(' ')
    logger[level](err ? { err } : {}, msg || err?.message || '')
  }
}

const LIMITS = serverLimits()

/**
 * V8 collects sooner than its default (heap growing factor 1.5, not up to 4x): SSR makes much
 * short-lived garbage, and live data is bounded by the caches' sizes. HEAP_GROWING_PERCENT=0: V8's default.
 */
const heapGrowingPercent = Number(process.env.HEAP_GROWING_PERCENT ?? 50)
if (heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`)

const root = fileURLToPath(new URL('../../../', import.meta.url))

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

/** Set on SIGTERM/SIGINT: the server drains (shutdown.mjs). */
let draining = false

const healthz = (request, next) => {
  const { pathname } = new URL(request.url)
  if (pathname === '/healthz') {
    if (draining) return Response.json({ status: 'draining' }, { status: 503, headers: { 'cache-control': 'no-store', connection: 'close' } })
    return Response.json(
      { status: 'ok', uptime: Math.round(process.uptime()), ...(INSTANCE ? { instance: INSTANCE } : {}) },
      { headers: { 'cache-control': 'no-store' } },
    )
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
 * file system call and no compression per request (src/platform/host/static-files.mjs).
 */
const files = memoryStatic(`${root}dist/client`, {
  cacheControl: (path) => (path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'),
  encodingFor: pickEncoding,
})

// Warm-up before listening: the first renders load the route chunks and the server-rendered
// lazy parts, so the first visitor's page does not stream fallbacks and then jump. No search is run.
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
 * Preload hints for every page: the style sheets every page links, read from the warm-up pages
 * (their names are hashed by the build). Sent as a 103 Early Hints to browsers' navigations
 * (before the page renders; not to other clients, some of which mistake a 1xx for the answer),
 * and as a `Link` header on every page. The JS is not hinted: it loads after the first paint
 * (src/platform/deferred-entry.ts).
 */
function preloadLinks(pages) {
  if (pages.length === 0) return ''
  const styles = pages.map((html) => new Set([...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1])))
  const common = [...styles[0]].filter((href) => styles.every((set) => set.has(href)))
  return common.map((href) => `<${href}>; rel=preload; as=style`).join(', ')
}
const LINKS = preloadLinks(warmPages)

/** A browser's page navigation (it says so): the one kind of request a 103 is sent to. */
const isNavigation = (request) =>
  request.method === 'GET' && request.headers.get('sec-fetch-mode') === 'navigate' && !new URL(request.url).pathname.startsWith('/api/')

async function appFetch(request) {
  if (LINKS && isNavigation(request)) {
    try {
      request.runtime?.node?.res?.writeEarlyHints?.({ link: LINKS.split(', ') })
    } catch {
      // 103 is a hint: nothing is lost without it
    }
  }
  // A visitor's write drops the pages kept for its cookies, before and after it (a render meanwhile).
  const writes = PAGE_CACHE_ON && request.method !== 'GET' && request.method !== 'HEAD'
  if (writes) forgetVisitor(request)
  const response = PAGE_CACHE_ON && isCacheablePage(request) ? await cachedPage(app, request) : await app.fetch(request)
  if (writes) forgetVisitor(request)
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
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
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

const server = serve({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST,
  trustProxy: trustProxySetting(process.env.TRUST_PROXY),
  middleware: [headers, healthz, files, shed, bodyLimit(LIMITS.bodyMaxBytes)],
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

shutdownOnSignals(server, { onDrain: () => (draining = true), instance: INSTANCE })
