import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

/** Rendered last inside the boundary: its effect runs once everything before it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

/**
 * A Suspense boundary for server-rendered content whose code loads after the page (a lazy
 * chunk). Until the content has hydrated, a click inside it is held (its default action too,
 * so a checkbox does not change on its own) and then replayed on the same element. React drops
 * such clicks by itself (selective hydration cannot hydrate a boundary whose code is missing).
 * The wrapper has no box of its own (`display: contents`).
 */
export function ClickReplay({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const held = useRef<HTMLElement | null>(null)
  const [ready, setReady] = useState(false)
  const readyRef = useRef(ready)
  const markReady = useCallback(() => setReady(true), [])

  useEffect(() => {
    const root = ref.current
    if (!root) return
    // On window, capturing: it runs before React's own listener on the root, which stops
    // the propagation of a click it cannot dispatch yet.
    const hold = (event: MouseEvent) => {
      if (readyRef.current || !(event.target instanceof HTMLElement) || !root.contains(event.target)) return
      event.preventDefault()
      event.stopPropagation()
      held.current = event.target
    }
    window.addEventListener('click', hold, true)
    return () => window.removeEventListener('click', hold, true)
  }, [])

  useEffect(() => {
    readyRef.current = ready
    // While waiting, the wrapper says so (`data-waiting`), and once its content has hydrated
    // (`data-hydrated`): browser tests wait for these.
    ref.current?.toggleAttribute('data-waiting', !ready)
    ref.current?.toggleAttribute('data-hydrated', ready)
    if (!ready || !held.current) return
    const target = held.current
    held.current = null
    if (target.isConnected) target.click()
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
