import { isValidElement, memo, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { markHydratedAndReplay, rootHydrated } from './early-events'

/** Rendered last inside the boundary: its effect runs once everything before it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

interface ClickReplayProps {
  fallback: ReactNode
  children: ReactNode
}

/**
 * A Suspense boundary for server-rendered content whose code loads after the page (a lazy
 * chunk). Until the content has hydrated, a click or submit inside it is held (its default
 * action too, so a checkbox does not change on its own) and then replayed on the same element:
 * React drops such clicks by itself (selective hydration cannot hydrate a boundary whose code
 * is missing). The holding is done by the page's inline early-events script (`early-events.ts`),
 * from before the first byte of JS runs. The wrapper has no box of its own (`display: contents`)
 * and says `data-waiting` until its content has hydrated, then `data-hydrated` (browser tests
 * wait for it).
 */
function ClickReplayBoundary({ fallback, children }: ClickReplayProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])

  useEffect(() => {
    const region = ref.current
    if (!region) return
    rootHydrated()
    region.toggleAttribute('data-waiting', !ready)
    if (ready) markHydratedAndReplay(region)
  }, [ready])

  return (
    <div ref={ref} data-click-replay="" style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
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
  (prev, next) => sameElement(prev.fallback, next.fallback) && sameElement(prev.children, next.children),
)
