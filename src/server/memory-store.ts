import type { Driver } from 'unstorage'
import { BoundedMap } from '~/lib/bounded-map'

/**
 * The server store's in-memory driver (no `REDIS_URL`, one instance): unstorage's own memory
 * driver grows with every key written until it is read or swept, so a crawler's thousands of
 * different searches were all kept for their 15 minutes (every cache has a size).
 * Two bounded maps, least recently used first out:
 * - caches (`cache:…`, `flights:…`), which can always be loaded again: bounded by size;
 * - state (booking state, tokens, cache tags, rate limits), far larger bounds, so a flood of
 *   cache entries never pushes a traveller's booking out.
 * Values arrive as JSON text (unstorage serialises them), weighed at two bytes a character: a
 * string with one character past Latin-1 (’, €, →) is held in UTF-16, so weighing by length
 * would undercount it. Each entry keeps the time to live it was
 * written with (`ttl`, seconds), at most `maxTtlMs`.
 */
export const MEMORY_STORE_LIMITS = {
  cache: { maxEntries: 5_000, maxBytes: 24 * 1024 * 1024 },
  state: { maxEntries: 50_000, maxBytes: 96 * 1024 * 1024 },
  maxTtlMs: 7 * 86_400_000,
}

const CACHE_PREFIXES = ['cache:', 'flights:']
const isCacheKey = (key: string) => CACHE_PREFIXES.some((prefix) => key.startsWith(prefix))
const weigh = (value: unknown) => (typeof value === 'string' ? value.length * 2 : 1_024)

export function boundedMemoryDriver(limits: typeof MEMORY_STORE_LIMITS = MEMORY_STORE_LIMITS): Driver {
  const map = (bounds: { maxEntries: number; maxBytes: number }) =>
    new BoundedMap<string, unknown>({ maxEntries: bounds.maxEntries, maxWeight: bounds.maxBytes, weigh, ttlMs: limits.maxTtlMs })
  const caches = map(limits.cache)
  const state = map(limits.state)
  const mapOf = (key: string) => (isCacheKey(key) ? caches : state)
  const write = (key: string, value: unknown, ttlSeconds: unknown) =>
    mapOf(key).set(key, value, typeof ttlSeconds === 'number' && ttlSeconds > 0 ? ttlSeconds * 1000 : limits.maxTtlMs)
  return {
    name: 'bounded-memory',
    getInstance: () => ({ caches, state }),
    hasItem: (key) => mapOf(key).has(key),
    getItem: (key) => mapOf(key).get(key) ?? null,
    getItemRaw: (key) => mapOf(key).get(key) ?? null,
    setItem: (key, value, options) => void write(key, value, options?.ttl),
    setItemRaw: (key, value, options) => void write(key, value, options?.ttl),
    removeItem: (key) => void mapOf(key).delete(key),
    getKeys: () => [...caches.keys(), ...state.keys()],
    clear: () => {
      caches.clear()
      state.clear()
    },
    dispose: () => {
      caches.clear()
      state.clear()
    },
  }
}
