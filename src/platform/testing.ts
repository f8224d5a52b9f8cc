/** Test helpers for the platform's browser parts (tests only). */
import { act } from 'react'
import { vi } from 'vitest'

/** An IntersectionObserver a test has made: its callback, what it watches and its margin. */
export interface FakeObserved {
  callback: IntersectionObserverCallback
  targets: Element[]
  margin?: string
}

/**
 * IntersectionObserver driven by hand (a global stub: `vi.unstubAllGlobals()` undoes it).
 * `observers` are those not disconnected; `show(which)` reports the watched elements `which`
 * keeps (all by default) in view, then lets what they started settle.
 */
export function stubIntersectionObserver() {
  const observers: FakeObserved[] = []
  class FakeObserver {
    entry: FakeObserved
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], margin: options?.rootMargin }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1)
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  const show = (which: (target: Element) => boolean = () => true) =>
    act(async () => {
      for (const o of [...observers]) {
        const entries = o.targets.filter(which).map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry)
        if (entries.length) o.callback(entries, o as unknown as IntersectionObserver)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
  return { observers, show }
}
