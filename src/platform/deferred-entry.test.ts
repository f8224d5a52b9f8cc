import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BOOT_CHUNK, deferEntry, entryLoader, LOADER_LIMIT_MS, PRELOAD_BATCH, withDeferredEntry } from './deferred-entry'

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

describe('style sheets', () => {
  it('stay the links the framework wrote, in the head, however the stream is cut', async () => {
    const link = `<link rel="stylesheet" href="/assets/index-C.css" nonce="${NONCE}"/>`
    const bytes = new TextEncoder().encode(PAGE)
    const whole = await rewrite([bytes])
    expect(whole).toContain(`${link}<title>`)
    expect(whole).not.toContain('<style')
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: bytes.length * 4 }), { maxLength: 40 }), async (offsets) => {
        expect(await rewrite(cut(bytes, offsets))).toBe(whole)
      }),
      { numRuns: 100 },
    )
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
  type El = Record<string, unknown>
  /** A page for the loader's code: its document, window, frames and timers, and what the loader added. */
  function fakePage(code: string, { visibility = 'visible', paintTiming = true, readyState = 'interactive' } = {}) {
    const appended: { parent: string; el: El }[] = []
    const frames: (() => void)[] = []
    const timers: { fn: () => void; ms: number }[] = []
    const onLoad: (() => void)[] = []
    let observer: { callback: (list: unknown, o: unknown) => void; instance: unknown; disconnected: boolean; options?: unknown } | undefined
    const make = (tag: string) => {
      const el: El = { tag, attrs: {} as Record<string, string>, children: [] as unknown[] }
      el.setAttribute = (name: string, value: string) => ((el.attrs as Record<string, string>)[name] = value)
      el.appendChild = (child: El) => (el.children as unknown[]).push(child)
      return el
    }
    const document = {
      currentScript: { nonce: 'n1' },
      visibilityState: visibility,
      readyState,
      createDocumentFragment: () => make('fragment'),
      createElement: make,
      head: { appendChild: (child: El) => appended.push({ parent: 'head', el: child }) },
      body: { appendChild: (child: El) => appended.push({ parent: 'body', el: child }) },
    }
    class PerformanceObserver {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint']
      constructor(callback: (list: unknown, o: unknown) => void) {
        observer = { callback, instance: this, disconnected: false }
      }
      observe(options: unknown) {
        observer!.options = options
      }
      disconnect() {
        observer!.disconnected = true
      }
    }
    const window = {
      PerformanceObserver: paintTiming ? PerformanceObserver : undefined,
      addEventListener: (type: string, fn: () => void) => type === 'load' && onLoad.push(fn),
    }
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', code)(
      document,
      window,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    )
    return {
      appended,
      frames,
      timers,
      onLoad,
      get observer() {
        return observer
      },
      /** The browser reports paint entries (names). */
      paint: (...names: string[]) =>
        observer!.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })) }, observer!.instance),
      /** One frame: the callbacks asked for until now. */
      frame: () => frames.splice(0).forEach((fn) => fn()),
      /** One task: the oldest immediate timer. */
      task: () => {
        const i = timers.findIndex((t) => t.ms === 0)
        expect(i).toBeGreaterThanOrEqual(0)
        timers.splice(i, 1)[0]!.fn()
      },
      batches: () => appended.filter((a) => a.parent === 'head').map((a) => a.el.children as El[]),
      scripts: () => appended.filter((a) => a.parent === 'body').map((a) => a.el),
    }
  }
  const loaderCode = (preloads: string[]) => entryLoader('/assets/a.js', ['/assets/a.js', ...preloads], 'n1').replace(/^<script[^>]*>|<\/script>$/g, '')

  it('loads the preloads a few per task (at once in a hidden page), then the entry', () => {
    const preloads = Array.from({ length: PRELOAD_BATCH * 2 + 3 }, (_, i) => `/assets/c${i}.js`)
    const page = fakePage(loaderCode(preloads), { visibility: 'hidden' })
    // The first batch; the rest, one batch per task; the entry with the last.
    expect(page.batches()).toHaveLength(1)
    page.task()
    page.task()
    expect(page.batches().map((b) => b.length)).toEqual([PRELOAD_BATCH, PRELOAD_BATCH, 3])
    expect(page.batches().flat()).toEqual(preloads.map((href) => expect.objectContaining({ tag: 'link', rel: 'modulepreload', href, nonce: 'n1' })))
    const script = page.scripts()[0]
    expect(script).toMatchObject({ tag: 'script', type: 'module', src: '/assets/a.js', nonce: 'n1', attrs: { async: '' } })
    expect(page.appended.at(-1)?.el).toBe(script)
    // Nothing after the entry (Intl's first use is the body's first script's: early-events.ts).
    expect(page.timers).toHaveLength(0)
    expect(page.frames).toHaveLength(0)
  })

  it('in a page in view, starts once the first contentful paint has been shown and the page has loaded, two frames later', () => {
    const page = fakePage(loaderCode(['/assets/c0.js']))
    expect(page.observer?.options).toEqual({ type: 'paint', buffered: true })
    // The first paint (not contentful) is not enough.
    page.paint('first-paint')
    expect(page.observer?.disconnected).toBe(false)
    page.paint('first-paint', 'first-contentful-paint')
    expect(page.observer?.disconnected).toBe(true)
    // Still loading (its pictures): nothing yet, whatever the frames.
    page.frame()
    expect(page.frames).toHaveLength(0)
    expect(page.onLoad).toHaveLength(1)
    page.onLoad[0]!()
    page.frame()
    expect(page.appended).toEqual([])
    page.frame()
    expect(page.appended).toEqual([])
    page.task()
    expect(
      page
        .batches()
        .flat()
        .map((l) => l.href),
    ).toEqual(['/assets/c0.js'])
    expect(page.scripts().map((s) => s.src)).toEqual(['/assets/a.js'])
    // The time limit, when it comes, starts nothing a second time.
    const limit = page.timers.find((t) => t.ms === LOADER_LIMIT_MS)!
    limit.fn()
    expect(page.appended).toHaveLength(2)
  })

  it('starts two frames after the first contentful paint in a page that has loaded already, and at the latest after LOADER_LIMIT_MS', () => {
    const loaded = fakePage(loaderCode(['/assets/c0.js']), { readyState: 'complete' })
    loaded.paint('first-contentful-paint')
    expect(loaded.onLoad).toHaveLength(0)
    loaded.frame()
    loaded.frame()
    loaded.task()
    expect(loaded.scripts().map((s) => s.src)).toEqual(['/assets/a.js'])

    const slow = fakePage(loaderCode(['/assets/c0.js']))
    expect(slow.appended).toEqual([])
    slow.timers.find((t) => t.ms === LOADER_LIMIT_MS)!.fn()
    expect(slow.scripts().map((s) => s.src)).toEqual(['/assets/a.js'])
    // Its paint and load, later, start nothing more.
    slow.paint('first-contentful-paint')
    slow.onLoad.forEach((fn) => fn())
    slow.frame()
    slow.frame()
    slow.timers.filter((t) => t.ms === 0).forEach((t) => t.fn())
    expect(slow.appended).toHaveLength(2)
  })

  it('without paint timing, starts after the next frame', () => {
    const page = fakePage(loaderCode(['/assets/c0.js']), { paintTiming: false })
    expect(page.observer).toBeUndefined()
    expect(page.appended).toEqual([])
    page.frame()
    expect(page.appended).toEqual([])
    page.task()
    expect(page.scripts().map((s) => s.src)).toEqual(['/assets/a.js'])
  })

  it("runs React's chunk first, in a task of its own, and the entry once it has run (or failed)", () => {
    const boot = '/assets/boot-react-Ab1_x.js'
    expect(BOOT_CHUNK.test(boot)).toBe(true)
    expect(BOOT_CHUNK.test('/assets/react-aria-X.js')).toBe(false)
    for (const outcome of ['onload', 'onerror'] as const) {
      const code = entryLoader('/assets/a.js', ['/assets/a.js', '/assets/c0.js', boot], 'n1').replace(/^<script[^>]*>|<\/script>$/g, '')
      const scripts: Record<string, unknown>[] = []
      const make = (tag: string) => {
        const el: Record<string, unknown> = { tag, attrs: {} as Record<string, string>, children: [] as unknown[] }
        el.setAttribute = (name: string, value: string) => ((el.attrs as Record<string, string>)[name] = value)
        el.appendChild = (child: unknown) => (el.children as unknown[]).push(child)
        return el
      }
      const preloaded: unknown[] = []
      const document = {
        currentScript: { nonce: 'n1' },
        visibilityState: 'hidden',
        createDocumentFragment: () => make('fragment'),
        createElement: make,
        head: { appendChild: (child: Record<string, unknown>) => preloaded.push(...(child.children as unknown[])) },
        body: { appendChild: (child: Record<string, unknown>) => scripts.push(child) },
      }
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', code)(
        document,
        {},
        () => {},
        (fn: () => void) => fn(),
      )
      // Preloaded like the others, then run alone.
      expect(preloaded.map((l) => (l as { href: string }).href)).toEqual(['/assets/c0.js', boot])
      expect(scripts).toEqual([expect.objectContaining({ tag: 'script', type: 'module', src: boot, nonce: 'n1' })])
      ;(scripts[0]![outcome] as () => void)()
      expect(scripts.map((s) => s.src)).toEqual([boot, '/assets/a.js'])
      expect(scripts[1]).toMatchObject({ type: 'module', nonce: 'n1', attrs: { async: '' } })
    }
  })
})
