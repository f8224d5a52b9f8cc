import { useCallback, useSyncExternalStore } from 'react'
import { mediaQuery } from '../tokens/breakpoints'

/** Whether a media query matches; `serverValue` on the server and during hydration. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  )
}

/**
 * Whether a media query matches now, for an event handler: unlike the hooks, it makes no
 * render depend on the window (a server-rendered part whose value differs in the browser is
 * rendered again, at once, after hydration).
 */
export const mediaMatches = (query: string): boolean => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches)

/** True at the md breakpoint (900 px) and up. */
export const useIsDesktop = () => useMediaQuery(mediaQuery.md, true)

/** True when the user asked for reduced motion. */
export const usePrefersReducedMotion = () => useMediaQuery(mediaQuery.reducedMotion, false)
