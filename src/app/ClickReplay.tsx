import { isValidElement, memo, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
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

interface ClickReplayProps {
  fallback: ReactNode
  children: ReactNode
  /**
   * A media query for a part the page shows only where it matches (a sidebar hidden on smaller
   * screens, `display: none`): elsewhere its code neither loads nor hydrates until the query
   * matches (the window grows). Meanwhile the wrapper says `data-deferred`.
   */
  hydrateWhen?: string
}

/**
 * A Suspense boundary for server-rendered content whose code loads after the page (a lazy
 * chunk). Until the content has hydrated, a click or submit inside it is held (its default
 * action too, so a checkbox does not change on its own) and then replayed on the same element:
 * React drops such clicks by itself (selective hydration cannot hydrate a boundary whose code
 * is missing). The holding is done by the page's inline early-events script (`early-events.ts`),
 * from before the first byte of JS runs. The wrapper has no box of its own (`display: contents`)
 * and says `data-waiting` until its content has hydrated, then `data-hydrated` (browser tests
 * wait for it). With `hydrateWhen`, a part hidden where the query does not match waits for it.
 */
function ClickReplayBoundary({ fallback, children, hydrateWhen }: ClickReplayProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])

  useEffect(() => {
    const region = ref.current
    if (!region) return
    rootHydrated()
    region.toggleAttribute('data-waiting', !ready)
    region.toggleAttribute('data-deferred', !ready && !!hydrateWhen && !window.matchMedia(hydrateWhen).matches)
    if (ready) markHydratedAndReplay(region)
  }, [ready, hydrateWhen])

  return (
    <div ref={ref} data-click-replay="" style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        {hydrateWhen ? <UntilMedia query={hydrateWhen} /> : null}
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
  (prev, next) => prev.hydrateWhen === next.hydrateWhen && sameElement(prev.fallback, next.fallback) && sameElement(prev.children, next.children),
)
