/**
 * A value built on its first use and kept: an Intl formatter costs more to build than to use, and
 * one built when its module is evaluated lands in the page's start-up for nothing it shows. The
 * app's copy of the design system's `lazyFormat` (lib does not import the design system).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
