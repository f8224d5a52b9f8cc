// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { memoryStatic } from './static-files.mjs'

type Middleware = ((request: Request, next: () => Response | Promise<Response>) => Response | Promise<Response>) & { size: number }

const dir = mkdtempSync(join(tmpdir(), 'static-files-'))
const js = 'export const answer = 42;\n'.repeat(100)
mkdirSync(join(dir, 'assets'))
mkdirSync(join(dir, 'images', 'vacances'), { recursive: true })
mkdirSync(join(dir, '.vite'))
writeFileSync(join(dir, 'assets', 'entry-AbC123.js'), js)
writeFileSync(join(dir, 'assets', 'entry-AbC123.js.br'), brotliCompressSync(js))
writeFileSync(join(dir, 'assets', 'entry-AbC123.js.gz'), gzipSync(js))
writeFileSync(join(dir, 'assets', 'tiny-1.js'), 'export {}\n')
writeFileSync(join(dir, 'images', 'vacances', 'plage été.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(dir, '.vite', 'manifest.json'), '{}')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const encodingFor = (accept: string | null) => (/\bbr\b/.test(accept ?? '') ? 'br' : /\bgzip\b/.test(accept ?? '') ? 'gzip' : null)
const files: Middleware = memoryStatic(dir, {
  cacheControl: (path: string) => (path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'),
  encodingFor,
})
const notFound = () => new Response('next', { status: 599 })
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => files(new Request(`http://localhost${path}`, { method, headers }), notFound)

describe('memoryStatic', () => {
  it('answers a file with the copy the client accepts, its length, type and cache policy', async () => {
    const br = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('vary')).toBe('accept-encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length)
    expect(brotliDecompressSync(brBytes).toString()).toBe(js)

    const gz = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js)

    const plain = await get('/assets/entry-AbC123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(js)
    // Each variant its own tag.
    expect(new Set([br.headers.get('etag'), gz.headers.get('etag'), plain.headers.get('etag')]).size).toBe(3)
  })

  it('a file without copies is answered as it is, whatever the client accepts; public files get a short cache', async () => {
    const tiny = await get('/assets/tiny-1.js', { 'accept-encoding': 'br' })
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(tiny.headers.get('vary')).toBeNull()
    expect(await tiny.text()).toBe('export {}\n')
    const image = await get('/images/vacances/plage%20%C3%A9t%C3%A9.svg')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('revalidation by tag gets a 304 without a body; HEAD gets the headers only', async () => {
    const first = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'br' })
    const etag = first.headers.get('etag')!
    const again = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // The plain variant's tag does not validate the brotli bytes.
    const other = await get('/assets/entry-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': `"nope", ${(await get('/assets/entry-AbC123.js')).headers.get('etag')}`,
    })
    expect(other.status).toBe(200)
    const head = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'))
    expect(await head.text()).toBe('')
  })

  it('reads a variant on its first request and keeps it; one never asked for is not held', async () => {
    const own = mkdtempSync(join(tmpdir(), 'static-files-lazy-'))
    try {
      writeFileSync(join(own, 'a.js'), js)
      writeFileSync(join(own, 'a.js.br'), brotliCompressSync(js))
      const served: Middleware = memoryStatic(own, { cacheControl: () => null, encodingFor })
      const first = await served(new Request('http://localhost/a.js', { headers: { 'accept-encoding': 'br' } }), notFound)
      expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(js)
      // Gone from the disk: the brotli bytes were kept, the plain ones were never read.
      rmSync(join(own, 'a.js'))
      rmSync(join(own, 'a.js.br'))
      const again = await served(new Request('http://localhost/a.js', { headers: { 'accept-encoding': 'br' } }), notFound)
      expect(again.status).toBe(200)
      expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(js)
      expect((await served(new Request('http://localhost/a.js'), notFound)).status).toBe(599)
    } finally {
      rmSync(own, { recursive: true, force: true })
    }
  })

  it('anything else goes on to the app: unknown paths, copies asked by name, dotfiles, traversal, other methods, bad escapes', async () => {
    const next = vi.fn(notFound)
    for (const path of [
      '/',
      '/search',
      '/assets/',
      '/assets/missing.js',
      '/assets/entry-AbC123.js.br',
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%E0%A4%A',
      '/images/vacances',
    ]) {
      const response = await files(new Request(`http://localhost${path}`), next)
      expect(response.status, path).toBe(599)
    }
    expect((await files(new Request('http://localhost/assets/entry-AbC123.js', { method: 'POST', body: 'x' }), next)).status).toBe(599)
    expect(next).toHaveBeenCalledTimes(10)
    expect(files.size).toBe(3)
  })
})
