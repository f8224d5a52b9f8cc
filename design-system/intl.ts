/**
 * An Intl formatter built on its first use. Building one costs: a page's first use of Intl
 * loads the browser's locale data, and each formatter then costs a little more; formatters built when their module is evaluated all land in the page's longest
 * task (the entry's evaluation), most of them for parts the page does not show.
 */
export function lazyFormat<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
