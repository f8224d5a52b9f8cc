// The pages micro-cache of the Node host (node-server.mjs).
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { compressNow, pickEncoding } from './compression.mjs'
import { fillTemplate, forgetIdentities, identityTemplate, keepIdentity, knownIdentity } from './page-identity.mjs'

/**
 * Pages micro-cache (src/platform/README.md): a page is rendered once every PAGE_CACHE_MS for
 * every request that would get the same HTML, compressed once per encoding, never with a
 * Set-Cookie. The same HTML means the same URL and the same values of the cookies the render
 * read (the app notes each cookie it reads: src/server/page-render.ts), so a signed-out
 * visitor's reservation cookie, which no page's HTML shows, shares the cookieless page (a hit
 * carries no Set-Cookie: a missing or malformed reservation cookie is replaced by the next miss
 * or server function). Who is signed in is not a cookie read but an identity the app shows
 * through placeholders (`shownIdentity`): the page is kept for every visitor of the same
 * variant (signed in, e-mail confirmed) and each answer is filled in with its visitor's own
 * strings, known from that visitor's last render (page-identity.mjs). A page that reads a
 * signed-in visitor's token for more (the client space) is kept for that token only.
 * A visitor's writes (any request other than GET/HEAD) drop the pages kept for its cookies.
 * Its CSP nonce is that render's: unguessable when the page is rendered, so markup injected
 * into the render cannot carry it; a nonce per answer would mean recompressing each page. Only
 * 200 HTML pages; bounded in entries and bytes. Off with DEMO_CONTROLS=1 (process-wide demo faults) or PAGE_CACHE_MS=0.
 */
const PAGE_CACHE_MS = Number(process.env.PAGE_CACHE_MS ?? 5000)
export const PAGE_CACHE_ON = PAGE_CACHE_MS > 0 && !/^(1|true|yes|on)$/i.test(process.env.DEMO_CONTROLS ?? '')
const PAGE_CACHE_LIMITS = { entries: 200, bytes: 16 * 1024 * 1024, urls: 2000, writers: 10_000 }
const pageCache = new Map()
let pageCacheBytes = 0

/**
 * Each render's record, which the app finds on globalThis (it is bundled apart from the host):
 * `tracked` once the app says it notes its cookie reads, `cookies` the names it read.
 */
const renders = new AsyncLocalStorage()
globalThis[Symbol.for('voyages.pageRender')] = renders

/** A page request the cache may answer: not the API, server functions or a credentialed call. */
export const isCacheablePage = (request) =>
  request.method === 'GET' &&
  !request.headers.has('authorization') &&
  (request.headers.get('accept') ?? '').includes('text/html') &&
  !new URL(request.url).pathname.startsWith('/api/') &&
  !new URL(request.url).pathname.startsWith('/_serverFn')

/** The request's cookies by name, or null when a name comes twice (which one the app reads is not ours to guess). */
export function cookiesOf(header) {
  const cookies = new Map()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    if (!name) continue
    if (cookies.has(name)) return null
    cookies.set(name, part.slice(at + 1).trim())
  }
  return cookies
}

/** Whole-header dependency: a render of an app that does not note its reads depends on every cookie. */
const ALL = '*'
const digest = (value) => createHash('sha256').update(value).digest('base64url').slice(0, 22)

/** A page's dependency on who is signed in, as a name: `@identity:` and the cookie that says it. */
const IDENTITY = '@identity:'

/**
 * `name=hash of its value` for each name a page depends on ('' when absent); no cookie value is
 * kept. Who is signed in counts by its variant (`variantOf(cookie pair)`); null when a visitor's
 * is not known (the page must be rendered for it).
 */
export function dependencyPairs(names, cookies, cookieHeader, variantOf = (pair) => knownIdentity(pair)?.variant) {
  const pairs = []
  for (const name of names) {
    if (name === ALL) {
      pairs.push(`${ALL}=${cookieHeader ? digest(cookieHeader) : ''}`)
      continue
    }
    const cookie = name.startsWith(IDENTITY) ? name.slice(IDENTITY.length) : name
    const value = cookies.get(cookie)
    if (value === undefined || cookie === name) {
      pairs.push(`${name}=${value === undefined ? '' : digest(value)}`)
      continue
    }
    const variant = variantOf(`${cookie}=${digest(value)}`)
    if (variant === undefined) return null
    pairs.push(`${name}=${variant}`)
  }
  return pairs
}

/** The cache key: the URL (its scheme too: it changes headers, HSTS) and the page's dependencies. */
export const keyOf = (url, pairs) => [url, ...pairs].join('\n')

/** Names each URL's last render read (in order), and the last render's for a URL not seen yet. */
const dependencies = new Map()
let lastDependencies = []

function noteDependencies(url, names) {
  dependencies.delete(url)
  dependencies.set(url, names)
  lastDependencies = names
  for (const oldest of dependencies.keys()) {
    if (dependencies.size <= PAGE_CACHE_LIMITS.urls) break
    dependencies.delete(oldest)
  }
}

/**
 * Writes: each visitor cookie's pair (`name=hash`) with the sequence number of its last write,
 * so that a render started before a write is not kept after it.
 */
const lastWrites = new Map()
let writeSeq = 0

/** A visitor's write (any request other than GET/HEAD, when it ends too): drops the pages kept for its cookies. */
export function forgetVisitor(request) {
  const cookies = cookiesOf(request.headers.get('cookie'))
  if (!cookies?.size) return
  const seq = ++writeSeq
  const pairs = new Set([...cookies].map(([name, value]) => `${name}=${digest(value)}`))
  pairs.add(`${ALL}=${digest(request.headers.get('cookie'))}`)
  for (const pair of pairs) {
    lastWrites.delete(pair)
    lastWrites.set(pair, seq)
  }
  for (const oldest of lastWrites.keys()) {
    if (lastWrites.size <= PAGE_CACHE_LIMITS.writers) break
    lastWrites.delete(oldest)
  }
  forgetIdentities(pairs)
  for (const [key, entry] of pageCache) if (entry.visitors.some((pair) => pairs.has(pair))) dropPage(key)
}

const writtenSince = (pairs, seq) => pairs.some((pair) => (lastWrites.get(pair) ?? 0) > seq)

function dropPage(key) {
  const entry = pageCache.get(key)
  if (!entry) return
  pageCache.delete(key)
  pageCacheBytes -= entry.bytes
}

/**
 * Renders the page and reads it whole (the render, streaming included, runs in `render`, so
 * every cookie it reads is noted). A 200 HTML page with a nonce is kept, unless the render set
 * a cookie it read (an expired sign-in cleared: that visitor must get the Set-Cookie). Any
 * answer showing identity placeholders is filled in for its visitor; one where a trace of them
 * is left is rendered again outside the cache's record, with the visitor's own strings.
 */
async function renderForCache(app, request) {
  const render = { tracked: false, cookies: new Set(), identity: undefined }
  const response = await renders.run(render, () => app.fetch(request))
  const { identity } = render
  const placeholders = identity && Object.keys(identity.placeholders).length ? identity.placeholders : null
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  const kept = response.status === 200 && nonce && (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!kept && !(placeholders && response.body)) return { response }
  const text = await response.text()
  const template = placeholders ? identityTemplate(text, placeholders) : undefined
  const html = template ? fillTemplate(template, identity.values) : placeholders ? null : text
  if (html === null) {
    console.error('[page-cache] a page changed the strings showing who is signed in: rendered again for its visitor')
    return { response: await app.fetch(request) }
  }
  const live = new Response(html, response)
  if (!kept) return { response: live }
  const names = render.tracked ? [...render.cookies, ...(identity ? [IDENTITY + identity.cookie] : [])].sort() : [ALL]
  const setsRead = response.headers
    .getSetCookie()
    .map((line) => line.slice(0, line.indexOf('=')).trim())
    .some((name) => names.includes(name) || name === identity?.cookie)
  if (setsRead) return { response: live }
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length')
  const page = template ? { template, headers } : { html: Buffer.from(html), headers, encoded: new Map() }
  return { page, live, names, identity }
}

/** The bytes a cached page holds: its HTML until its brotli copy exists, then the compressed copies. */
const pageSize = (page) =>
  page.template !== undefined
    ? page.template.reduce((sum, part) => sum + (part.length ?? 0), 0)
    : (page.html?.length ?? 0) + [...page.encoded.values()].reduce((sum, bytes) => sum + bytes.length, 0)

/**
 * A cached page's bytes in one encoding, compressed once (brotli at a higher quality than live
 * pages). Once the brotli copy exists the HTML is dropped (a page's HTML is several times its
 * brotli copy): the other encodings are made from the brotli copy when a
 * client asks for them (rarely: browsers send `br`), and identity is not kept. Holding the HTML
 * of every searched page overflowed the cache's bytes and made a round of searches all miss.
 */
function encodedPage(entry, page, encoding) {
  let bytes = page.encoded.get(encoding)
  if (bytes) return bytes
  const html = page.html ?? brotliDecompressSync(page.encoded.get('br'))
  bytes =
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
        })
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

/**
 * The page for a cacheable request: from the cache, or rendered by `app` once for every request
 * with the same URL and the same values of the cookies that page reads.
 */
export async function cachedPage(app, request) {
  const url = request.url
  const cookieHeader = request.headers.get('cookie') ?? ''
  const cookies = cookiesOf(cookieHeader)
  if (!cookies) return app.fetch(request)
  // Before the render, what this URL's last render read (or the last page's): the render tells.
  const expected = dependencies.get(url) ?? lastDependencies
  let visitor
  const pairs = dependencyPairs(expected, cookies, cookieHeader, (pair) => (visitor = knownIdentity(pair))?.variant)
  // A visitor whose identity is not known yet: rendered for it, under a key no one shares.
  const key = pairs ? keyOf(url, pairs) : keyOf(url, [`${IDENTITY}?`, String(++unknownVisitors)])
  const now = Date.now()
  let entry = pageCache.get(key)
  if (entry && entry.expires <= now) {
    dropPage(key)
    entry = undefined
  }
  if (!entry) return renderAndKeep(app, request, { url, key, cookies, cookieHeader })
  const page = await entry.pending
  if (!page) return app.fetch(request)
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  if (page.template === undefined) return hitAnswer(page, encoding, encodedPage(entry, page, encoding ?? 'identity'))
  // A page showing who is signed in: filled in for this visitor and compressed at once, at the
  // live answers' levels (a compression stream per answer held native memory the process kept).
  if (!visitor) return app.fetch(request)
  return hitAnswer(page, encoding, compressNow(fillTemplate(page.template, visitor.values), encoding))
}

function hitAnswer(page, encoding, body) {
  const headers = new Headers(page.headers)
  headers.set('x-page-cache', 'hit')
  headers.append('vary', 'accept-encoding')
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  return new Response(body, { status: 200, headers })
}

let unknownVisitors = 0

/**
 * A miss: the page is rendered for this request, which gets the live answer (with its
 * Set-Cookie); requests with the same key meanwhile wait for it. It is kept under the key of
 * what the render read: when that is more than expected, the waiters render for themselves.
 */
async function renderAndKeep(app, request, { url, key, cookies, cookieHeader }) {
  const started = writeSeq
  let settle
  // The entry keeps the page only: the live answer (its HTML again, as a string) is this
  // request's, and would be held as long as the entry.
  const entry = { key, expires: Date.now() + PAGE_CACHE_MS, bytes: 0, visitors: [], pending: new Promise((resolve) => (settle = resolve)) }
  pageCache.set(key, entry)
  const result = await renderForCache(app, request).catch(() => ({}))
  const leave = () => {
    if (pageCache.get(key) === entry) dropPage(key)
    settle(undefined)
  }
  if (!result.page) {
    leave()
    return result.response ?? app.fetch(request)
  }
  noteDependencies(url, result.names)
  const { identity } = result
  const token = identity && cookies.get(identity.cookie)
  const identityPair = token === undefined ? undefined : `${identity.cookie}=${digest(token)}`
  const pairs = dependencyPairs(result.names, cookies, cookieHeader, () => identity.variant)
  const finalKey = keyOf(url, pairs)
  // A write of this visitor during the render: the page may show what was before it.
  if (writtenSince(identityPair ? [...pairs, identityPair] : pairs, started)) {
    leave()
    return result.live
  }
  if (identityPair && identity.variant) keepIdentity(identityPair, identity)
  let kept = entry
  if (finalKey !== key) {
    leave()
    if (pageCache.has(finalKey)) return result.live
    kept = { ...entry, key: finalKey, pending: Promise.resolve(result.page) }
    pageCache.set(finalKey, kept)
  } else if (pageCache.get(key) !== entry) {
    // Dropped meanwhile (the bounds, an expiry): nothing to keep.
    settle(undefined)
    return result.live
  }
  kept.visitors = pairs.filter((pair) => !pair.endsWith('=') && !pair.startsWith(IDENTITY))
  kept.bytes = pageSize(result.page)
  pageCacheBytes += kept.bytes
  settle(result.page)
  for (const oldest of pageCache.keys()) {
    if (pageCache.size <= PAGE_CACHE_LIMITS.entries && pageCacheBytes <= PAGE_CACHE_LIMITS.bytes) break
    if (oldest !== finalKey) dropPage(oldest)
  }
  return result.live
}
