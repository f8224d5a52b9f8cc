import { getItem, removeItem, setItem } from './store'

/** A cache is an optimisation: when the store is away, answer from the API and keep nothing. */
const orNothing = <T>(pending: Promise<T>): Promise<T | undefined> => pending.catch(() => undefined)

/**
 * API replies cached in the server store, with tags to drop them together (a CMS's "revalidate
 * tag" hook: `POST /api/revalidate?tag=header`). Concurrent misses on one server share a single
 * load; a failed load is not kept, so the next request tries again. A store outage costs only the
 * cache (the value is loaded from the API and not kept). Server-only.
 */

const CACHE_PREFIX = 'cache:'
const TAG_PREFIX = 'cache-tag:'
/** A tag's index outlives the entries it lists (a day more than the longest we keep). */
const TAG_TTL_SECONDS = 2 * 86_400

const loading = new Map<string, Promise<unknown>>()

export interface CacheOptions {
  ttlSeconds: number
  tags?: readonly string[]
}

/** The value kept under `key`, or `load()`'s result, kept `ttlSeconds` under `tags`. */
export async function cached<T>(key: string, options: CacheOptions, load: () => Promise<T>): Promise<T> {
  const stored = await orNothing(getItem<{ value: T }>(CACHE_PREFIX + key))
  if (stored) return stored.value
  const pending = loading.get(key) as Promise<T> | undefined
  if (pending) return pending
  const run = (async () => {
    try {
      const value = await load()
      await orNothing(
        (async () => {
          await setItem(CACHE_PREFIX + key, { value }, options.ttlSeconds)
          for (const tag of options.tags ?? []) {
            const keys = (await getItem<string[]>(TAG_PREFIX + tag)) ?? []
            if (!keys.includes(key)) await setItem(TAG_PREFIX + tag, [...keys, key], TAG_TTL_SECONDS)
          }
        })(),
      )
      return value
    } finally {
      loading.delete(key)
    }
  })()
  loading.set(key, run)
  return run
}

/** Drops every entry kept under `tag`; returns how many. */
export async function invalidateTag(tag: string): Promise<number> {
  const keys = (await getItem<string[]>(TAG_PREFIX + tag)) ?? []
  for (const key of keys) await removeItem(CACHE_PREFIX + key)
  await removeItem(TAG_PREFIX + tag)
  return keys.length
}
