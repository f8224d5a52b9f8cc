// The built client files served from memory, by the Node server (node-server.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { FastResponse } from 'srvx'

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
}

/** The compressed copies a file may have beside it (made at build time: .config/precompress.ts). */
const COPIES = { br: '.br', gzip: '.gz' }

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Not dotfiles (a build's .vite/ manifest and the like are not for the browser).
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

/**
 * Every file of `dir` (the build's client output) listed once, with its `.br` and `.gz` copies,
 * and answered from memory: each variant is read on its first request and kept (the build is
 * fixed while the server runs, so nothing goes stale), so a request costs no file system call.
 * srvx's static middleware made five to seven per request (stat, open, fstat, realpath, stat,
 * read, close: a large share of the server's CPU over /search visits) and tried three paths for
 * every page and server call that is not a file. Only what is asked is held: a browser takes
 * the brotli copies, not every variant.
 *
 * `cacheControl(path)` gives each file's Cache-Control (hashed assets are immutable).
 * `encodingFor(acceptEncoding)` picks 'br', 'gzip' or null (the server's own negotiation).
 * A request for a file that is not there goes on to `next`; so does any method but GET and HEAD.
 * Range requests get the whole file (allowed: a server may ignore Range).
 */
export function memoryStatic(dir, { cacheControl, encodingFor }) {
  const files = new Map()
  if (existsSync(dir)) {
    const all = new Set(walk(dir))
    for (const path of all) {
      if (path.endsWith(COPIES.br) && all.has(path.slice(0, -COPIES.br.length))) continue
      if (path.endsWith(COPIES.gzip) && all.has(path.slice(0, -COPIES.gzip.length))) continue
      const url = `/${relative(dir, path).split(sep).join('/')}`
      const variants = { identity: variant(path) }
      for (const [encoding, suffix] of Object.entries(COPIES)) if (all.has(path + suffix)) variants[encoding] = variant(path + suffix, encoding)
      files.set(url, {
        type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        variants,
        compressed: Object.keys(variants).length > 1,
        cacheControl: cacheControl(url),
      })
    }
  }

  const middleware = async (request, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    let pathname
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname)
    } catch {
      return next()
    }
    const file = files.get(pathname)
    if (!file) return next()
    const encoding = file.compressed ? encodingFor(request.headers.get('accept-encoding')) : null
    const chosen = (encoding && file.variants[encoding]) || file.variants.identity
    const headers = { 'content-type': file.type, etag: chosen.etag }
    if (file.cacheControl) headers['cache-control'] = file.cacheControl
    if (file.compressed) headers.vary = 'accept-encoding'
    const match = request.headers.get('if-none-match')
    if (match && match.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === chosen.etag)) {
      const kept = { etag: chosen.etag }
      if (headers['cache-control']) kept['cache-control'] = headers['cache-control']
      if (headers.vary) kept.vary = headers.vary
      return new FastResponse(null, { status: 304, headers: kept })
    }
    if (chosen.encoding) headers['content-encoding'] = chosen.encoding
    headers['content-length'] = String(chosen.size)
    if (request.method === 'HEAD') return new FastResponse(null, { status: 200, headers })
    let body
    try {
      body = await (chosen.bytes ??= readFile(chosen.path))
    } catch {
      chosen.bytes = undefined
      return next()
    }
    return new FastResponse(body, { status: 200, headers })
  }
  middleware.size = files.size
  return middleware
}

/** One way to send a file (as it is, or one of its copies): its tag and size from the listing, its bytes once read. */
function variant(path, encoding = null) {
  const { size, mtimeMs } = statSync(path)
  // One tag per variant: a cache holding the brotli bytes must not be told they are the plain ones.
  return { path, encoding, size, etag: `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`, bytes: undefined }
}
