// The anonymous pages micro-cache of the Node host (node-server.mjs).
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { pickEncoding } from './compression.mjs'

/**
 * Anonymous pages micro-cache (src/platform/README.md): a request without cookie or credentials
 * gets the page rendered for every such request in the last PAGE_CACHE_MS, compressed once per
 * encoding, never a Set-Cookie. Its CSP nonce is that render's: unguessable when the page is
 * rendered, so markup injected into the render cannot carry it; a nonce per answer would mean
 * recompressing each page. Pages with a cookie keep a nonce per request. Only 200 HTML pages;
 * bounded in entries and bytes. Off with DEMO_CONTROLS=1 (process-wide demo faults) or PAGE_CACHE_MS=0.
 */
const PAGE_CACHE_MS = Number(process.env.PAGE_CACHE_MS ?? 5000)
export const PAGE_CACHE_ON = PAGE_CACHE_MS > 0 && !/^(1|true|yes|on)$/i.test(process.env.DEMO_CONTROLS ?? '')
const PAGE_CACHE_LIMITS = { entries: 200, bytes: 16 * 1024 * 1024 }
const pageCache = new Map()
let pageCacheBytes = 0

export const isAnonymousPage = (request) =>
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

async function renderForCache(app, request) {
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
 * is many times its brotli copy): the other encodings are made from the brotli copy when a
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

/** The page for an anonymous request: from the cache, or rendered by `app` once for every such request. */
export async function cachedPage(app, request) {
  // The URL carries the scheme (a trusted proxy's x-forwarded-proto too), which changes headers (HSTS).
  const key = request.url
  const now = Date.now()
  let entry = pageCache.get(key)
  if (entry && entry.expires <= now) {
    dropPage(key)
    entry = undefined
  }
  if (!entry) {
    // The entry keeps the page only: the live answer (its HTML again, as a string) is this
    // request's, and would be held as long as the entry.
    const rendering = renderForCache(app, request).catch(() => ({}))
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
