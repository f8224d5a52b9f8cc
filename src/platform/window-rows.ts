import { useWindowVirtualizer, windowScroll, type VirtualItem } from '@tanstack/react-virtual'
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import { useIsHydrating } from './hydrating'

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export interface WindowRowsOptions {
  count: number
  /**
   * The rows before they are placed, when they differ (the server's grouping, kept through
   * hydration so the page does not shrink under a visitor who scrolled before the scripts ran).
   */
  flowCount?: number
  estimateSize: (index: number) => number
  overscan: number
  gap: number
  /** Sizes measured earlier (e.g. kept for Back), so the list comes back at the same place. */
  initialMeasurementsCache?: VirtualItem[]
  /** How much of the list the server's HTML and the hydration show, from its top (px). */
  firstScreen?: number
}

// Row keys, stable functions (the virtualizer measures every row again when its key function changes).
const indexKey = (index: number) => index
const flowKey = (index: number) => -1 - index

/**
 * A results list virtualized against the window (TanStack Virtual), shared by the flight and
 * holiday results: only rows near the viewport are mounted. The server HTML and the first
 * client render show the first rows in normal flow (same rect, offset 0, so hydration matches
 * even if the page was scrolled before the scripts ran, and nothing overlaps before they run);
 * once mounted the rows are positioned from their measured sizes, below the list's offset in
 * the page.
 */
export function useWindowRows<T extends HTMLElement>({
  count,
  flowCount = count,
  estimateSize,
  overscan,
  gap,
  initialMeasurementsCache,
  firstScreen = 800,
}: WindowRowsOptions) {
  const listRef = useRef<T>(null)
  const [offset, setOffset] = useState(0)
  const [positioned, setPositioned] = useState(false)
  const placed = useRef(false)

  // After hydration, a transition: the switch to placed rows (and the overscan rows it mounts)
  // renders in slices, not in one synchronous task (a layout effect's update is synchronous).
  // In a client render (Back to the list), at once: the scroll is restored on the placed rows.
  const hydrating = useIsHydrating()
  useIsomorphicLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0
    const place = () => {
      setOffset(top)
      setPositioned(true)
    }
    if (hydrating) {
      // No scroll anchoring while the rows are placed: a visitor who scrolled past the server's
      // first rows (to the footer, on a phone) was carried to the end of the list as it grew.
      document.documentElement.style.setProperty('overflow-anchor', 'none')
      startTransition(place)
    } else place()
    // Left before the rows were placed (a navigation mid-hydration): anchoring back on.
    return () => void document.documentElement.style.removeProperty('overflow-anchor')
  }, [])

  // Placed: the virtualizer learns where the visitor has scrolled meanwhile (it hears scroll
  // events only, and started at offset 0), so the rows around the viewport are the ones mounted.
  useIsomorphicLayoutEffect(() => {
    placed.current = positioned
    if (!positioned) return
    listRef.current?.getBoundingClientRect()
    document.documentElement.style.removeProperty('overflow-anchor')
    if (window.scrollY !== 0) window.dispatchEvent(new Event('scroll'))
  }, [positioned])

  const virtualizer = useWindowVirtualizer({
    count: positioned ? count : flowCount,
    // Regrouped rows are new rows: sizes measured on the server's grouping do not carry over.
    getItemKey: !positioned && flowCount !== count ? flowKey : indexKey,
    estimateSize,
    // The server's HTML and the hydration show the first screen only (no overscan): fewer rows
    // to parse, lay out and hydrate on a slow phone; the overscan comes once the list is placed.
    overscan: positioned ? overscan : 0,
    gap,
    scrollMargin: offset,
    initialRect: { width: 1280, height: firstScreen },
    initialOffset: 0,
    initialMeasurementsCache,
    // Until the rows are placed, the page scrolls as the visitor scrolls it: attaching to the
    // window wrote the initial offset (0) back to it, a jump to the top mid-scroll.
    scrollToFn: (offset, options, instance) => {
      if (placed.current) windowScroll(offset, options, instance)
    },
  })

  return {
    virtualizer,
    rows: virtualizer.getVirtualItems(),
    /** Before the rows are positioned: the server's rows (and the hydration's) in normal flow. */
    inFlow: !positioned,
    /** For the list element: its ref, normal flow until positioned, then the rows' total height. */
    listProps: {
      ref: listRef,
      'data-flow': !positioned || undefined,
      style: positioned ? ({ height: virtualizer.getTotalSize() } satisfies CSSProperties) : undefined,
    },
    /** For a row element (its `key` is `row.key`): measured, and placed once positioned. */
    rowProps: (row: VirtualItem) => ({
      'data-index': row.index,
      ref: virtualizer.measureElement,
      style: positioned ? ({ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` } satisfies CSSProperties) : undefined,
    }),
  }
}
