import { BoundedMap } from '~/lib/bounded-map'
import { getItem, removeItem, setItem } from './store'

/**
 * The one memoizing helper of the server (in the manner of `@epic-web/cachified`): a value by
 * key, kept `ttlSeconds` in the server store (shared by every instance) and, optionally, in an
 * in-process layer in front of it (parsed values, no store round trip); stale values may be
 * served while a fresh one loads; concurrent misses share one load; a failed load is not kept.
 * A cache is an optimisation: a store outage costs only the cache (the value is loaded). Tags
 * drop entries together (a CMS's "revalidate tag" hook: `POST /api/revalidate?tag=header`).
 */

const CACHE_PREFIX = 'cache:'
const TAG_PREFIX = 'cache-tag:'
/** A tag's index outlives the entries it lists (a day more than the longest we keep). */
const TAG_TTL_SECONDS = 2 * 86_400

const orNothing = <T>(pending: Promise<T>): Promise<T | undefined> => pending.catch(() => undefined)

export interface CacheOptions<T> {
  key: string
  ttlSeconds: number
  /** After the TTL, how long the old value is still served while a fresh one loads. Default 0. */
  staleWhileRevalidateSeconds?: number
  /** Store entries only: dropped together by `invalidateTag`. */
  tags?: readonly string[]
  /** This instance's layer in front of the store (`memoryLayer`). */
  memory?: MemoryLayer<T>
  /** Whether the server store keeps the value (false: the memory layer only). Default true. */
  store?: boolean
  /** A kept value failing this is loaded again (one written by older code). */
  check?: (value: T) => boolean
  load: () => Promise<T>
}

/** A value kept in the store, with the time it stops being fresh (epoch ms). */
interface StoreEntry<T> {
  value: T
  fresh?: number
}

/** One in-process entry: the value's promise (shared by concurrent callers) and its freshness. */
interface Slot<T> {
  pending: Promise<T>
  fresh: number
  weight: number
  refreshing: boolean
}

export interface MemoryLimits<T> {
  maxEntries: number
  /** Weight of a value once loaded (e.g. its number of flights); with `maxWeight`, the total kept. */
  weigh?: (value: T) => number
  maxWeight?: number
  now?: () => number
}

/** An in-process layer for `cached`: least recently used entries go first when it is full. */
export class MemoryLayer<T> {
  /** @internal */ readonly slots: BoundedMap<string, Slot<T>>
  /** @internal */ readonly now: () => number

  constructor(readonly limits: MemoryLimits<T>) {
    this.now = limits.now ?? (() => Date.now())
    this.slots = new BoundedMap({
      maxEntries: limits.maxEntries,
      maxWeight: limits.maxWeight,
      weigh: (slot) => slot.weight,
      ttlMs: Number.MAX_SAFE_INTEGER,
      now: this.now,
    })
  }

  /** The kept value's promise (fresh or stale), without loading. */
  peek(key: string): Promise<T> | undefined {
    return this.slots.get(key)?.pending
  }

  delete(key: string): void {
    this.slots.delete(key)
  }
}

export const memoryLayer = <T>(limits: MemoryLimits<T>) => new MemoryLayer<T>(limits)

/** The value kept under `key` (memory, then store), or `load()`'s result, kept as asked. */
export function cached<T>(options: CacheOptions<T>): Promise<T> {
  const memory = options.memory
  if (!memory) return fromStore(options)
  const slot = memory.slots.get(options.key)
  if (slot) {
    if (slot.fresh <= memory.now() && !slot.refreshing) refreshSlot(memory, options, slot)
    return slot.pending
  }
  return fillSlot(memory, options)
}

const swrMs = (options: CacheOptions<unknown>) => (options.staleWhileRevalidateSeconds ?? 0) * 1000

/** Loads into a new slot: kept while pending (shared), weighed once known, dropped on failure. */
function fillSlot<T>(memory: MemoryLayer<T>, options: CacheOptions<T>): Promise<T> {
  const lifeMs = options.ttlSeconds * 1000 + swrMs(options as CacheOptions<unknown>)
  const slot: Slot<T> = { pending: fromStore(options), fresh: Infinity, weight: 1, refreshing: false }
  memory.slots.set(options.key, slot, lifeMs)
  slot.pending.then(
    (value) => {
      if (memory.slots.get(options.key) !== slot) return
      slot.fresh = memory.now() + options.ttlSeconds * 1000
      slot.weight = Math.max(1, memory.limits.weigh?.(value) ?? 1)
      // Written again: weighed now that its size is known, its life counted from now.
      memory.slots.set(options.key, slot, lifeMs)
    },
    () => {
      if (memory.slots.get(options.key) === slot) memory.slots.delete(options.key)
    },
  )
  return slot.pending
}

/** A stale slot keeps answering while a fresh value loads; a failed refresh keeps the stale one. */
function refreshSlot<T>(memory: MemoryLayer<T>, options: CacheOptions<T>, stale: Slot<T>) {
  stale.refreshing = true
  fromStore(options).then(
    (value) => {
      if (memory.slots.get(options.key) !== stale) return
      const slot: Slot<T> = { pending: Promise.resolve(value), fresh: memory.now() + options.ttlSeconds * 1000, weight: 1, refreshing: false }
      slot.weight = Math.max(1, memory.limits.weigh?.(value) ?? 1)
      memory.slots.set(options.key, slot, options.ttlSeconds * 1000 + swrMs(options as CacheOptions<unknown>))
    },
    () => {
      stale.refreshing = false
    },
  )
}

/** Loads in progress on this instance, by key: concurrent misses share one. */
const loading = new Map<string, Promise<unknown>>()

async function fromStore<T>(options: CacheOptions<T>): Promise<T> {
  if (options.store === false) return options.load()
  const stored = await orNothing(getItem<StoreEntry<T>>(CACHE_PREFIX + options.key))
  if (stored && (!options.check || options.check(stored.value))) {
    if (stored.fresh === undefined || stored.fresh > Date.now()) return stored.value
    // Stale (within its stale-while-revalidate time): answered now, loaded again behind.
    if (!loading.has(options.key)) void loadAndKeep(options).catch(() => undefined)
    return stored.value
  }
  return loadAndKeep(options)
}

function loadAndKeep<T>(options: CacheOptions<T>): Promise<T> {
  const { key } = options
  const pending = loading.get(key) as Promise<T> | undefined
  if (pending) return pending
  const run = (async () => {
    try {
      const value = await options.load()
      await orNothing(keep(options, value))
      return value
    } finally {
      loading.delete(key)
    }
  })()
  loading.set(key, run)
  return run
}

async function keep<T>(options: CacheOptions<T>, value: T) {
  const entry: StoreEntry<T> = { value, fresh: Date.now() + options.ttlSeconds * 1000 }
  await setItem(CACHE_PREFIX + options.key, entry, options.ttlSeconds + (options.staleWhileRevalidateSeconds ?? 0))
  for (const tag of options.tags ?? []) {
    const keys = (await getItem<string[]>(TAG_PREFIX + tag)) ?? []
    if (!keys.includes(options.key)) await setItem(TAG_PREFIX + tag, [...keys, options.key], TAG_TTL_SECONDS)
  }
}

/** Forgets `key` in the store and in `memory` (the value is known to be wrong). */
export async function forget<T>(key: string, memory?: MemoryLayer<T>): Promise<void> {
  memory?.delete(key)
  await orNothing(removeItem(CACHE_PREFIX + key))
}

/** Drops every entry kept under `tag`; returns how many. */
export async function invalidateTag(tag: string): Promise<number> {
  const keys = (await getItem<string[]>(TAG_PREFIX + tag)) ?? []
  for (const key of keys) await removeItem(CACHE_PREFIX + key)
  await removeItem(TAG_PREFIX + tag)
  return keys.length
}
