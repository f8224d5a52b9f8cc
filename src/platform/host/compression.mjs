// Compression of the app's own responses by the Node host (node-server.mjs).
import { Readable, pipeline } from 'node:stream'
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib'

/**
 * Compression of the app's own responses (HTML pages, server-function JSON; the built assets
 * are served pre-compressed): brotli (quality 4, fast enough per request) or gzip by
 * `accept-encoding`, flushed chunk by chunk so a streamed page still streams.
 */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 20, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }
const GZIP = { level: 6 }

/** A whole body compressed at once, at the live answers' levels (`encoding` from pickEncoding). */
export const compressNow = (body, encoding) => (encoding === 'br' ? brotliCompressSync(body, BROTLI) : encoding === 'gzip' ? gzipSync(body, GZIP) : body)

const COMPRESSIBLE = /^(text\/(html|plain|css|javascript)|application\/(json|javascript|x-tss-framed|manifest\+json)|image\/svg\+xml)/
export function pickEncoding(acceptEncoding) {
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

export function compress(request, response) {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || request.method === 'HEAD' || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return response
  const length = Number(response.headers.get('content-length') ?? Infinity)
  if (length < 1024) return response
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  const headers = new Headers(response.headers)
  headers.append('vary', 'accept-encoding')
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  const encoder = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP)
  const source = Readable.fromWeb(response.body)
  // Flushed once per burst of chunks: a flush per chunk of React's stream costs CPU on every page.
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
