import { createElement, lazy, Suspense, type ComponentType } from 'react'

/**
 * `React.lazy` for a part the server renders: the browser loads its chunk after the page's, the
 * server initializes it when the module loads, so a cold server never streams the fallback first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same signature as React.lazy
export function serverRenderedLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const Component = lazy(load)
  if (import.meta.env.SSR) {
    // Rendering it once starts the import and settles React's lazy state for later renders.
    void import('react-dom/server').then(({ renderToString }) =>
      renderToString(createElement(Suspense, { fallback: null }, createElement(Component as unknown as ComponentType))),
    )
  }
  return Component as unknown as T
}
