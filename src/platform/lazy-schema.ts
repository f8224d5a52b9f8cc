import type * as z from 'zod/mini'

/**
 * A schema built on its first use, for the URL schemas the routes declare (the route tree loads
 * with every page; most pages never read most URLs). A Standard Schema (what a route's
 * `validateSearch` takes), with zod's `parse` and `safeParse`; `schema` is the built one, to nest it.
 */
type ZodSchema = z.core.$ZodType & {
  parse(input: unknown): unknown
  safeParse(input: unknown): unknown
}

/**
 * A schema built on its first use, for the URL schemas the routes declare: the route tree loads
 * with every page, and building their zod schemas lengthened the entry's evaluation on pages
 * that never read those URLs (the home page, /vol). A Standard Schema
 * (what a route's `validateSearch` takes), with zod's `parse` and `safeParse`; `schema` is the
 * built one, to nest it in another.
 */
export interface LazySchema<S extends ZodSchema> {
  readonly schema: S
  readonly '~standard': S['~standard']
  parse(input: unknown): z.output<S>
  safeParse(input: unknown): ReturnType<S['safeParse']>
}

const lazySchemas = new WeakSet<object>()

/**
 * Builds `value` now if it is a lazy schema not built yet (nothing otherwise): the browser builds
 * the current page's URL schema in a task of its own before it hydrates (client.tsx).
 */
export function buildLazySchema(value: unknown): void {
  if (typeof value === 'object' && value !== null && lazySchemas.has(value)) void (value as LazySchema<ZodSchema>).schema
}

export function lazySchema<S extends ZodSchema>(build: () => S): LazySchema<S> {
  let built: S | undefined
  const get = () => (built ??= build())
  const lazy: LazySchema<S> = {
    get schema() {
      return get()
    },
    parse: (input) => get().parse(input) as z.output<S>,
    safeParse: (input) => get().safeParse(input) as ReturnType<S['safeParse']>,
    '~standard': { version: 1, vendor: 'zod', validate: (value: unknown) => get()['~standard'].validate(value) } as S['~standard'],
  }
  lazySchemas.add(lazy)
  return lazy
}
