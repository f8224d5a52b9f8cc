import { createMiddleware } from '@tanstack/react-start'
import { BOOT_CHUNK_NAME } from './boot-chunk'

/**
 * The page's HTML stream, rewritten so the app's JavaScript starts after the first paint
 * (src/platform/README.md, "In the browser", 1).
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g

const ENTRY = /<script type="module" async="" src="([^"]+)"(?: nonce="([^"]*)")?><\/script>/
const ENTRY_START = '<script type="module"'

/** Preloads added per task: each costs the main thread some time, and a batch stays under a long task on a slowed phone. */
export const PRELOAD_BATCH = 3

/** React's chunk's file (boot-chunk.ts): evaluated in a task of its own, before the entry's. */
export const BOOT_CHUNK = new RegExp(`/${BOOT_CHUNK_NAME}-[\\w-]+\\.js$`)

/**
 * The loader starts at the latest this long after it runs, whatever the page's paint and load: a
 * slow picture does not hold the page's scripts back for longer.
 */
export const LOADER_LIMIT_MS = 3000

/**
 * The inline loader: the preloads and the entry once the page is shown, that is once its first
 * contentful paint has been presented (the browser's paint timing) and the page has loaded (its
 * eager pictures: the largest paint is often one), two frames later; at the latest after
 * LOADER_LIMIT_MS. A request the page starts before its largest paint is shown competes with what
 * that paint needs (Lighthouse's simulated LCP counts every request started before it): one frame
 * after the paint was not enough, the first module requests started before the paint was
 * presented. A browser without paint timing starts after the next frame. The preloads go in a few
 * at a time (PRELOAD_BATCH), a task each (a results page has dozens), then the entry. React's
 * chunk (BOOT_CHUNK), when the page has one, runs first as a module script of its own and the
 * entry is added once it has run (or failed): the browser evaluates a static module graph in one
 * task, and React's start with the app's modules made one long task.
 */
export function entryLoader(entry: string, preloads: string[], nonce: string | undefined): string {
  const boot = preloads.find((href) => BOOT_CHUNK.test(href))
  const data = JSON.stringify({ e: entry, p: preloads.filter((href) => href !== entry), b: boot }).replace(/</g, '\\u003c')
  const code =
    `(function(d,w){var c=d.currentScript,n=c&&c.nonce,x=${data},i=0,k=0;` +
    `function run(h,next){var s=d.createElement('script');s.type='module';s.setAttribute('async','');s.src=h;if(n)s.nonce=n;if(next)s.onload=s.onerror=next;d.body.appendChild(s)}` +
    `function go(){var f=d.createDocumentFragment();` +
    `x.p.slice(i,i+=${PRELOAD_BATCH}).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;if(n)l.nonce=n;f.appendChild(l)});d.head.appendChild(f);` +
    `if(x.p.length>i)return void setTimeout(go,0);` +
    `if(x.b)run(x.b,function(){run(x.e)});else run(x.e)}` +
    `function start(){if(!k)k=1,go()}` +
    `function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}` +
    `function shown(){if(d.readyState==='complete')frames();else w.addEventListener('load',frames)}` +
    `var P=w.PerformanceObserver;` +
    `if(d.visibilityState==='hidden')start();` +
    `else if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){setTimeout(start,${LOADER_LIMIT_MS});` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length)o.disconnect(),shown()}).observe({type:'paint',buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(start,0)})})(document,window)`
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`
}

/**
 * Where a chunk of HTML text can be cut safely: before a tag that is not closed yet, or before
 * the entry's script whose closing tag has not arrived yet.
 */
function safeEnd(text: string): number {
  let end = text.length
  const open = text.lastIndexOf('<')
  if (open >= 0 && text.indexOf('>', open) < 0) end = open
  const entry = text.indexOf(ENTRY_START)
  if (entry >= 0 && entry < end && !ENTRY.test(text.slice(entry))) end = entry
  return end
}

/** Rewrites a page's HTML stream (see above); the text after the entry passes unchanged. */
export function deferEntry(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  const preloads: string[] = []
  let carry = ''
  let done = false

  const rewrite = (text: string): string => {
    let out = text.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
    out = out.replace(ENTRY, (_tag, src: string, nonce: string | undefined) => {
      done = true
      return entryLoader(src, preloads, nonce)
    })
    return out
  }

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = carry + decoder.decode(chunk, { stream: true })
        if (done) {
          carry = ''
          if (text) controller.enqueue(encoder.encode(text))
          return
        }
        const end = safeEnd(text)
        carry = text.slice(end)
        const out = rewrite(text.slice(0, end))
        if (out) controller.enqueue(encoder.encode(out))
        if (done && carry) {
          controller.enqueue(encoder.encode(carry))
          carry = ''
        }
      },
      flush(controller) {
        const rest = carry + decoder.decode()
        if (rest) controller.enqueue(encoder.encode(done ? rest : rewrite(rest)))
      },
    }),
  )
}

/** Page responses (HTML) get their entry deferred; everything else passes. */
export function withDeferredEntry(response: Response): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(deferEntry(response.body), { status: response.status, statusText: response.statusText, headers })
}

export const deferredEntryMiddleware = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  const result = await next()
  return { ...result, response: withDeferredEntry(result.response) }
})
