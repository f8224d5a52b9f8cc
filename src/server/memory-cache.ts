import { BoundedMap, type BoundedMapOptions } from '~/lib/bounded-map'

/**
 * A small in-process LRU cache with expiry, for what must survive between requests of one
 * server (flight search results, lookups). Several instances behind a load balancer would need
 * a shared store instead (DESIGN.md: unstorage with Redis or KV); this keeps the same interface.
 * The bound and expiry live in `BoundedMap` (`~/lib/bounded-map`); `options` adds a weight
 * bound (e.g. flights kept in all).
 */
export class MemoryCache<V> extends BoundedMap<string, V> {
  constructor(maxEntries: number, ttlMs: number, options: Omit<BoundedMapOptions<V>, 'maxEntries' | 'ttlMs'> = {}) {
    super({ maxEntries, ttlMs, ...options })
  }
}
