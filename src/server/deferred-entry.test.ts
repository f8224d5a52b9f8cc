import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deferEntry, entryLoader, withDeferredEntry } from './deferred-entry'

const NONCE = 'abc+/=='
const PAGE =
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/jsx-runtime-B.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="stylesheet" href="/assets/index-C.css" nonce="${NONCE}"/><title>Vols pas chers, séjours</title></head>` +
  `<body><main><h1>Réservez votre vol</h1><p>Départ → arrivée : 5 &lt; 6</p></main>` +
  `<script nonce="${NONCE}">window.$_TSR={a:1<2}</script>` +
  `<script type="module" async="" src="/assets/index-A.js" nonce="${NONCE}"></script>` +
  `<script nonce="${NONCE}" data-tsr-stream-part="">$_TSR.e()</script><p>Après l’entrée</p></body></html>`

async function rewrite(chunks: Uint8Array[]): Promise<string> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(deferEntry(body)).text()
}

/** The page's bytes cut at the given offsets (possibly inside a tag or a UTF-8 character). */
function cut(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const points = [...new Set(offsets.map((o) => o % bytes.length))].sort((a, b) => a - b)
  const chunks: Uint8Array[] = []
  let start = 0
  for (const point of [...points, bytes.length]) {
    if (point > start) chunks.push(bytes.slice(start, point))
    start = point
  }
  return chunks
}

describe('deferEntry', () => {
  it('drops the module preloads and puts the loader, with the nonce and the preloads, in place of the entry', async () => {
    const out = await rewrite([new TextEncoder().encode(PAGE)])
    expect(out).not.toContain('modulepreload" href')
    expect(out).not.toContain('<script type="module"')
    expect(out).toContain(entryLoader('/assets/index-A.js', ['/assets/index-A.js', '/assets/jsx-runtime-B.js'], NONCE))
    // The loader adds the other chunks' preloads, not the entry's own (the script loads it).
    expect(out).toContain('"p":["/assets/jsx-runtime-B.js"]')
    // Everything else is unchanged, in order.
    const expected = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
      /<script type="module"[^>]*><\/script>/,
      entryLoader('/assets/index-A.js', ['/assets/index-A.js', '/assets/jsx-runtime-B.js'], NONCE),
    )
    expect(out).toBe(expected)
  })

  it('gives the same page however the stream is cut (inside tags, inside UTF-8 characters)', async () => {
    const bytes = new TextEncoder().encode(PAGE)
    const whole = await rewrite([bytes])
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: bytes.length * 4 }), { maxLength: 40 }), async (offsets) => {
        expect(await rewrite(cut(bytes, offsets))).toBe(whole)
      }),
      { numRuns: 300 },
    )
  })

  it('leaves a page without an entry script as it is', async () => {
    const page = '<html><head><title>Hors ligne</title></head><body><p>Pas de script — é</p></body></html>'
    const bytes = new TextEncoder().encode(page)
    expect(await rewrite(cut(bytes, [3, 17, 60, 61]))).toBe(page)
  })

  it('the loader escapes what it embeds and omits an absent nonce', () => {
    const loader = entryLoader('/assets/a.js', ['/assets/</script>.js'], undefined)
    expect(loader.startsWith('<script>')).toBe(true)
    expect(loader.slice('<script>'.length, -'</script>'.length)).not.toContain('</script>')
  })
})

describe('withDeferredEntry', () => {
  it('rewrites HTML pages only, and drops their length', async () => {
    const html = new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(PAGE.length) } })
    const rewritten = withDeferredEntry(html)
    expect(rewritten.headers.get('content-length')).toBeNull()
    expect(await rewritten.text()).not.toContain('<script type="module"')
    const json = new Response('{"a":"<script type=\\"module\\" async=\\"\\" src=\\"x\\"></script>"}', { headers: { 'content-type': 'application/json' } })
    expect(withDeferredEntry(json)).toBe(json)
  })
})

describe('the loader in a page', () => {
  it('loads the entry after the next frame, and at once in a hidden page', () => {
    const code = entryLoader('/assets/a.js', ['/assets/b.js'], 'n1').replace(/^<script[^>]*>|<\/script>$/g, '')
    for (const visibility of ['visible', 'hidden'] as const) {
      const appended: { parent: string; el: Record<string, unknown> }[] = []
      const frames: (() => void)[] = []
      const timers: (() => void)[] = []
      const make = (tag: string) => {
        const el: Record<string, unknown> = { tag, attrs: {} as Record<string, string> }
        el.setAttribute = (name: string, value: string) => ((el.attrs as Record<string, string>)[name] = value)
        el.appendChild = (child: Record<string, unknown>) => appended.push({ parent: tag, el: child })
        return el
      }
      const fragment = make('fragment')
      const document = {
        currentScript: { nonce: 'n1' },
        visibilityState: visibility,
        createDocumentFragment: () => fragment,
        createElement: make,
        head: { appendChild: (child: unknown) => appended.push({ parent: 'head', el: child as Record<string, unknown> }) },
        body: { appendChild: (child: unknown) => appended.push({ parent: 'body', el: child as Record<string, unknown> }) },
      }
      new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
        document,
        (fn: () => void) => frames.push(fn),
        (fn: () => void) => timers.push(fn),
      )
      if (visibility === 'visible') {
        expect(appended).toEqual([])
        frames.forEach((fn) => fn())
        expect(appended).toEqual([])
        timers.splice(0).forEach((fn) => fn())
      }
      // Then, in a task of its own, the first use of Intl (its locale data) while the modules load.
      expect(timers).toHaveLength(1)
      expect(() => timers[0]!()).not.toThrow()
      const script = appended.find((a) => a.parent === 'body')?.el
      expect(script).toMatchObject({ tag: 'script', type: 'module', src: '/assets/a.js', nonce: 'n1', attrs: { async: '' } })
      expect(appended.find((a) => a.parent === 'fragment')?.el).toMatchObject({ tag: 'link', rel: 'modulepreload', href: '/assets/b.js', nonce: 'n1' })
      expect(appended.some((a) => a.parent === 'head' && a.el === fragment)).toBe(true)
    }
  })
})
