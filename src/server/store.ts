import { createStorage, type Storage } from 'unstorage'
import memoryDriver from 'unstorage/drivers/memory'

/**
 * The server store: what must survive between requests (API caches, booking state, rate
 * limits), so that any server instance can serve the next request. unstorage with its memory
 * driver by default; a shared driver (Redis/Valkey, KV on the edge) replaces it in
 * deployments with several instances. Server-only.
 *
 * Values are JSON. Every entry has a time to live, kept with the value (drivers differ in
 * their own TTL support), and expired entries read as absent.
 */

interface Entry<T> {
  v: T
  /** Expiry, epoch milliseconds. */
  e: number
}

let storage: Storage = createStorage({ driver: memoryDriver() })
let sweeper: ReturnType<typeof setInterval> | undefined

/** Replaces the storage (tests, or a shared driver chosen at start-up). */
export function setStorage(next: Storage): void {
  storage = next
}

export async function getItem<T>(key: string): Promise<T | undefined> {
  const entry = (await storage.getItem<Entry<T>>(key)) as Entry<T> | null
  if (!entry || typeof entry !== 'object' || !('e' in entry)) return undefined
  if (entry.e <= Date.now()) {
    await storage.removeItem(key)
    return undefined
  }
  return entry.v
}

export async function setItem<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
  const entry: Entry<T> = { v: value, e: Date.now() + ttlSeconds * 1000 }
  await storage.setItem(key, entry, { ttl: ttlSeconds })
  // In memory, expired entries would stay until read: sweep them every minute.
  sweeper ??= setInterval(() => void sweep().catch(() => undefined), 60_000)
  ;(sweeper as { unref?: () => void }).unref?.()
}

export async function removeItem(key: string): Promise<void> {
  await storage.removeItem(key)
}

/** Drops expired entries under `prefix` (the memory driver keeps them until read otherwise). */
export async function sweep(prefix = ''): Promise<number> {
  let removed = 0
  for (const key of await storage.getKeys(prefix)) {
    const entry = (await storage.getItem<Entry<unknown>>(key)) as Entry<unknown> | null
    if (!entry || entry.e <= Date.now()) {
      await storage.removeItem(key)
      removed++
    }
  }
  return removed
}
