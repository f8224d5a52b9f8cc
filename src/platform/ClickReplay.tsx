import { isValidElement, memo, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useIsHydrating } from '~/platform/hydrating'
import { markHydratedAndReplay, rootHydrated } from './early-events'

/** Rendered last inside the boundary: its effect runs once everything before it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

/** Media queries that have matched in this page's life (client only). */
const matchedOnce = new Set<string>()
/** Once per media query: a promise settled when it first matches. */
const firstMatches = new Map<string, Promise<void>>()
function firstMatch(query: string): Promise<void> {
  let promise = firstMatches.get(query)
  if (!promise) {
    const list = window.matchMedia(query)
    promise = new Promise<void>((resolve) => {
      const check = () => {
        if (!list.matches) return
        list.removeEventListener('change', check)
        matchedOnce.add(query)
        resolve()
      }
      list.addEventListener('change', check)
      check()
    })
    firstMatches.set(query, promise)
  }
  return promise
}

/**
 * Renders nothing; in the browser, suspends until `query` has matched once. Before the
 * boundary's content, it keeps a server-rendered boundary dehydrated (its HTML as the server
 * sent it, no hydration work) and a client-rendered one on its fallback, as long as the part has
 * never been shown. Once shown, it stays (a window that narrows again hides it by CSS only).
 */
export function UntilMedia({ query }: { query: string }) {
  if (typeof window === 'undefined') return null
  // Once waited for, always `use`d (settled, it returns at once): React asks for the same calls.
  const waited = firstMatches.get(query)
  if (waited) use(waited)
  else if (matchedOnce.has(query) || window.matchMedia(query).matches) matchedOnce.add(query)
  else use(firstMatch(query))
  return null
}

const PRESS_AND_FOCUS = ['pointerdown', 'focusin'] as const

/** How far ahead of the viewport a `hydrateWhenSeen` part hydrates (above and below). */
export const SEEN_MARGIN = '200px 0px'

/**
 * A promise and its resolver. Resolving also marks it fulfilled the way React's `use` reads a
 * settled promise (`status`, `value`), so that a render in the same task (React hydrating a
 * part at once for the pointerdown that resolved it) does not suspend on it.
 */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let done!: () => void
  const promise = new Promise<void>((resolve) => (done = resolve))
  const resolve = () => {
    Object.assign(promise, { status: 'fulfilled', value: undefined })
    done()
  }
  return { promise, resolve }
}

/** Renders nothing; in the browser, suspends until `until` settles (see `UntilMedia`). */
function UntilSeen({ until }: { until: Promise<void> }) {
  use(until)
  return null
}

/** The elements with a box of their own in a region: a nested region's wrapper has none (`display: contents`). */
const boxesIn = (region: Element): Element[] => [...region.children].flatMap((child) => (child.hasAttribute('data-click-replay') ? boxesIn(child) : [child]))

/**
 * Calls `onSeen` once: when one of the region's elements comes within `margin` of the viewport,
 * or a pointer is pressed or focus goes into the region (a keyboard user tabbing to a link).
 * Returns the cleanup. Without IntersectionObserver, or with nothing to watch, at once.
 */
export function watchSeen(region: Element, onSeen: () => void, margin = SEEN_MARGIN): () => void {
  const targets = boxesIn(region)
  if (typeof IntersectionObserver === 'undefined' || targets.length === 0) {
    onSeen()
    return () => undefined
  }
  const stop = () => {
    observer.disconnect()
    for (const type of PRESS_AND_FOCUS) window.removeEventListener(type, inside, true)
  }
  const seen = () => {
    stop()
    onSeen()
  }
  // On the window, capturing, before React's listeners: React stops a focus event inside a part
  // it has not hydrated, and for a pointerdown it hydrates the part at once, in this task (the
  // press then reaches the hydrated button, and its click after it).
  const inside = (event: Event) => event.target instanceof Node && region.contains(event.target) && seen()
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && seen(), { rootMargin: margin })
  for (const target of targets) observer.observe(target)
  for (const type of PRESS_AND_FOCUS) window.addEventListener(type, inside, true)
  return stop
}

interface ClickReplayProps {
  fallback: ReactNode
  children: ReactNode
  /**
   * A media query for a part the page shows only where it matches (a sidebar hidden on smaller
   * screens, `display: none`): elsewhere its code neither loads nor hydrates until the query
   * matches (the window grows). Meanwhile the wrapper says `data-deferred`.
   */
  hydrateWhen?: string
  /**
   * For server HTML below the fold: it hydrates when it comes near the viewport (or a press or
   * focus goes into it), not with the page; meanwhile the wrapper says `data-deferred`. Its code
   * still loads with the page. A client render (no server HTML) shows it at once.
   */
  hydrateWhenSeen?: boolean
}

/**
 * A Suspense boundary for server-rendered content whose code loads after the page (a lazy
 * chunk). Until the content has hydrated, a click or submit inside it is held (its default
 * action too, so a checkbox does not change on its own) and then replayed on the same element:
 * React drops such clicks by itself (selective hydration cannot hydrate a boundary whose code
 * is missing). The holding is done by the page's inline early-events script (`early-events.ts`),
 * from before the first byte of JS runs. The wrapper has no box of its own (`display: contents`)
 * and says `data-waiting` until its content has hydrated, then `data-hydrated` (browser tests
 * wait for it). With `hydrateWhen`, a part hidden where the query does not match waits for it;
 * with `hydrateWhenSeen`, a part below the fold waits to come near the viewport.
 */
function ClickReplayBoundary({ fallback, children, hydrateWhen, hydrateWhenSeen }: ClickReplayProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])
  // Only when hydrating (and in the browser): a client render has no server HTML to keep.
  const hydrating = useIsHydrating()
  const [seen] = useState(() => (hydrateWhenSeen && hydrating && typeof window !== 'undefined' ? deferred() : null))
  // Not a state: rendering the boundary again would give the waiting part new props, and React
  // throws away a dehydrated part that gets new props before it can hydrate (see the memo below).
  const unseen = useRef(seen !== null)

  useEffect(() => {
    const region = ref.current
    if (!region || !seen) return
    return watchSeen(region, () => {
      unseen.current = false
      region.removeAttribute('data-deferred')
      seen.resolve()
    })
  }, [seen])

  useEffect(() => {
    const region = ref.current
    if (!region) return
    rootHydrated()
    region.toggleAttribute('data-waiting', !ready)
    region.toggleAttribute('data-deferred', !ready && (unseen.current || (!!hydrateWhen && !window.matchMedia(hydrateWhen).matches)))
    if (ready) markHydratedAndReplay(region)
  }, [ready, hydrateWhen])

  return (
    <div ref={ref} data-click-replay="" style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        {hydrateWhen ? <UntilMedia query={hydrateWhen} /> : null}
        {seen ? <UntilSeen until={seen.promise} /> : null}
        {children}
        <Hydrated onHydrated={markReady} />
      </Suspense>
    </div>
  )
}

/**
 * Same element type, key and (shallowly) props. The parent's re-render after hydration (the
 * router settling, a provider's first effect) makes new elements with the same content.
 */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false
  const pa = a.props as Record<string, unknown>
  const pb = b.props as Record<string, unknown>
  const keys = Object.keys(pa)
  return keys.length === Object.keys(pb).length && keys.every((key) => Object.is(pa[key], pb[key]))
}

/**
 * Memoized on its content: a dehydrated boundary that receives new props before its code has
 * arrived is thrown away and rendered again on the client (the server's HTML replaced by the
 * fallback, and a click held on it lost), so an unchanged re-render of the parent must not
 * reach it.
 */
export const ClickReplay = memo(
  ClickReplayBoundary,
  (prev, next) =>
    prev.hydrateWhen === next.hydrateWhen &&
    prev.hydrateWhenSeen === next.hydrateWhenSeen &&
    sameElement(prev.fallback, next.fallback) &&
    sameElement(prev.children, next.children),
)
