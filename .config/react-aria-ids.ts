import type { Plugin } from 'vite'

/**
 * react-aria's ids without a forced re-render after hydration.
 *
 * `useId` (every labelled field, button with a description, dialog, tab...) reads
 * `useIsSSR()` once, to choose its prefix: 'react-aria' when the markup came from the server,
 * 'react-aria<random>' for a part first rendered in the browser. `useIsSSR` is a
 * `useSyncExternalStore` whose server snapshot (true) never equals its browser snapshot
 * (false), so React re-renders each of those components once more after it hydrates them,
 * synchronously (SyncLane: one task, not time-sliced): a long task on a slowed phone, for ids
 * that do not change (the prefix is kept in state).
 *
 * React's own `useId` already tells the two cases apart: ids made on the server and while
 * hydrating start with `_R_`, ids made in the browser with `_r_` (react-dom 19.1+; no
 * `identifierPrefix` is set here). The prefix is chosen from it, with the same result, and
 * `useIsSSR` is left to its other users (overlays, collections), which need its re-render.
 * `design-system/react-aria-hydration.test.tsx` hydrates server markup: it fails if a part renders again or its ids change.
 */
export function reactAriaHydrationIds(): Plugin {
  const pattern = /let \[didSSR\] = \(0, (\$\w+\$useState)\)\(\$[\w$]+\(\)\);/
  return {
    name: 'react-aria-hydration-ids',
    transform(code, id) {
      if (!/react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/.test(id)) return null
      if (!pattern.test(code)) this.error('react-aria-hydration-ids: useModernSSRSafeId changed in react-aria; review .config/react-aria-ids.ts')
      return {
        code: code.replace(
          pattern,
          (_all, useState: string) => `let [didSSR] = (0, ${useState})(() => typeof document === 'undefined' || id.startsWith('_R_'));`,
        ),
        map: null,
      }
    },
  }
}
