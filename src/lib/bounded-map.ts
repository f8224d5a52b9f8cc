/**
 * A Map with a size bound and expiry: least recently used entries go first when it is full,
 * and entries older than `ttlMs` read as absent (and are swept as others are written). For
 * every in-process cache and store of state that grows with visitors (every cache
 * has a size and a TTL). Pure: no timers; the clock can be injected for tests.
 */
export interface BoundedMapOptions<V> {
  /** Most entries kept. */
  maxEntries: number
  /** Time to live, from the last write (or the last read with `slide`). */
  ttlMs: number
  /** A read renews the entry's time to live (sessions, orders in use). Default: false. */
  slide?: boolean
  /** Weight of a value (e.g. its number of flights); with `maxWeight`, the total kept. */
  weigh?: (value: V) => number
  maxWeight?: number
  now?: () => number
}

interface Entry<V> {
  value: V
  expires: number
  weight: number
}

export class BoundedMap<K, V> {
  private readonly entries = new Map<K, Entry<V>>()
  private totalWeight = 0
  private readonly now: () => number
  private writes = 0

  constructor(private readonly options: BoundedMapOptions<V>) {
    this.now = options.now ?? (() => Date.now())
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const now = this.now()
    if (entry.expires <= now) {
      this.remove(key, entry)
      return undefined
    }
    // Most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.options.slide) entry.expires = now + this.options.ttlMs
    return entry.value
  }

  has(key: K): boolean {
    return this.get(key) !== undefined
  }

  /** Writes `value`, kept `ttlMs` (at most the map's own time to live). */
  set(key: K, value: V, ttlMs = this.options.ttlMs): this {
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    const weight = this.options.weigh?.(value) ?? 1
    this.entries.set(key, { value, expires: this.now() + Math.min(ttlMs, this.options.ttlMs), weight })
    this.totalWeight += weight
    const maxWeight = this.options.maxWeight ?? Infinity
    while (this.entries.size > this.options.maxEntries || (this.totalWeight > maxWeight && this.entries.size > 1)) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [K, Entry<V>]
      this.remove(oldestKey, oldest)
    }
    // Now and then, drop what expired (it would otherwise stay until read or pushed out).
    if (++this.writes % 64 === 0) this.sweep()
    return this
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.remove(key, entry)
    return true
  }

  /** Drops expired entries; returns how many. */
  sweep(): number {
    const now = this.now()
    let removed = 0
    for (const [key, entry] of this.entries) {
      if (entry.expires <= now) {
        this.remove(key, entry)
        removed++
      }
    }
    return removed
  }

  clear(): void {
    this.entries.clear()
    this.totalWeight = 0
  }

  /** Entries kept, expired ones included until swept. */
  get size(): number {
    return this.entries.size
  }

  get weight(): number {
    return this.totalWeight
  }

  /** Live values, least recently used first. */
  *values(): IterableIterator<V> {
    const now = this.now()
    for (const entry of this.entries.values()) if (entry.expires > now) yield entry.value
  }

  *keys(): IterableIterator<K> {
    const now = this.now()
    for (const [key, entry] of this.entries) if (entry.expires > now) yield key
  }

  /** Live entries with their expiry (epoch ms), least recently used first: a snapshot to persist. */
  dump(): Array<[K, V, number]> {
    const now = this.now()
    return [...this.entries].flatMap(([key, entry]) => (entry.expires > now ? [[key, entry.value, entry.expires] as [K, V, number]] : []))
  }

  /** Replaces the content with a snapshot from `dump()` (expired entries left out). */
  load(snapshot: ReadonlyArray<readonly [K, V, number]>): void {
    this.clear()
    const now = this.now()
    for (const [key, value, expires] of snapshot) {
      if (expires <= now) continue
      this.set(key, value, expires - now)
    }
  }

  private remove(key: K, entry: Entry<V>) {
    this.entries.delete(key)
    this.totalWeight -= entry.weight
  }
}
