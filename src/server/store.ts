import { createStorage, type Driver, type Storage } from 'unstorage'
import { ApiError, USER_MESSAGES } from './errors'
import { log as writeLog } from './log'
import { boundedMemoryDriver } from './memory-store'

/**
 * The server store: what must survive between requests (API caches, booking state, rate
 * limits), so that any server instance can serve the next request. unstorage, its driver chosen
 * at start-up: Redis/Valkey when `REDIS_URL` is set (ioredis, shared by every instance), the
 * `STORE` KV namespace on the edge build (Cloudflare Workers), else memory, bounded in size
 * (`memory-store.ts`; nothing to install for `npm start`). Server-only.
 *
 * Values are JSON. Every entry has a time to live, kept with the value (drivers differ in
 * their own TTL support), and expired entries read as absent.
 *
 * A store outage (Redis down, a command timing out) is an `ApiError` 503 with the French
 * 'service unavailable' message: the step that needed the store says so, nothing crashes, and
 * the next request tries again (ioredis reconnects by itself).
 */

interface Entry<T> {
  v: T
  /** Expiry, epoch milliseconds. */
  e: number
}

/** The store's failure, as the API client's: logged in English, shown in French. */
export const STORE_ERROR = 'Server store unavailable'

let storage: Storage | undefined
let sweeper: ReturnType<typeof setInterval> | undefined

/** Replaces the storage (tests, or a shared driver chosen at start-up). */
export function setStorage(next: Storage): void {
  storage = next
}

/** Which driver `REDIS_URL` asks for (the URL itself is not logged: it may carry a password). */
export function storeDriverName(env: NodeJS.ProcessEnv | undefined = globalThis.process?.env): 'redis' | 'kv' | 'memory' {
  if (kvBinding()) return 'kv'
  return env?.REDIS_URL?.trim() ? 'redis' : 'memory'
}

/** On the edge build (Cloudflare Workers), the `STORE` KV namespace its entry hands over. */
function kvBinding(): unknown {
  return (globalThis as { __env__?: { STORE?: unknown } }).__env__?.STORE
}

/** KV keeps an entry 60 s at least (our own expiry, kept with the value, still applies). */
const minTtlSeconds = () => (kvBinding() ? 60 : 1)

/**
 * The Redis driver (ioredis), loaded only when configured. Commands fail fast when Redis is
 * away (no offline queue, one retry, a command timeout) instead of piling up; the client keeps
 * reconnecting in the background, so the app recovers without a restart.
 */
async function redisDriver(url: string): Promise<Driver> {
  const { default: redis } = await import('unstorage/drivers/redis')
  return redis({
    url,
    base: process.env.REDIS_PREFIX ?? 'hv',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
  })
}

let choosing: Promise<Storage> | undefined
function currentStorage(): Promise<Storage> | Storage {
  if (storage) return storage
  choosing ??= (async () => {
    const kv = kvBinding()
    const url = globalThis.process?.env?.REDIS_URL?.trim()
    const driver = kv
      ? (await import('unstorage/drivers/cloudflare-kv-binding')).default({ binding: kv as never })
      : url
        ? await redisDriver(url)
        : boundedMemoryDriver()
    storage ??= createStorage({ driver })
    return storage
  })()
  return choosing
}

function log(cause: unknown) {
  writeLog('error', 'store', STORE_ERROR, { driver: storeDriverName(), cause: String(cause) })
}

/** Runs a storage call; a driver failure becomes the French 'unavailable' error. */
async function guarded<T>(call: (s: Storage) => Promise<T>): Promise<T> {
  try {
    return await call(await currentStorage())
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    log(cause)
    throw new ApiError(STORE_ERROR, 503, USER_MESSAGES.unavailable, String(cause))
  }
}

export async function getItem<T>(key: string): Promise<T | undefined> {
  return guarded(async (s) => {
    const entry = (await s.getItem<Entry<T>>(key)) as Entry<T> | null
    if (!entry || typeof entry !== 'object' || !('e' in entry)) return undefined
    if (entry.e <= Date.now()) {
      await s.removeItem(key)
      return undefined
    }
    return entry.v
  })
}

export async function setItem<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
  const entry: Entry<T> = { v: value, e: Date.now() + ttlSeconds * 1000 }
  await guarded((s) => s.setItem(key, entry, { ttl: Math.max(minTtlSeconds(), Math.ceil(ttlSeconds)) }))
  // In memory, expired entries would stay until read: sweep them every minute (Redis expires its own).
  if (storeDriverName() === 'memory' && !sweeper) {
    sweeper = setInterval(() => void sweep().catch(() => undefined), 60_000)
    ;(sweeper as { unref?: () => void }).unref?.()
  }
}

export async function removeItem(key: string): Promise<void> {
  await guarded((s) => s.removeItem(key))
}

/** Drops expired entries under `prefix` (the memory driver keeps them until read otherwise). */
export async function sweep(prefix = ''): Promise<number> {
  return guarded(async (s) => {
    let removed = 0
    for (const key of await s.getKeys(prefix)) {
      const entry = (await s.getItem<Entry<unknown>>(key)) as Entry<unknown> | null
      if (!entry || entry.e <= Date.now()) {
        await s.removeItem(key)
        removed++
      }
    }
    return removed
  })
}

/**
 * The Redis client under the store (ioredis), for what needs Redis's own commands (the rate
 * limiter's atomic counters); undefined with the memory or KV store.
 */
export async function redisClient(): Promise<unknown> {
  if (storeDriverName() !== 'redis') return undefined
  const driver = (await currentStorage()).getMount('').driver as Driver & { getInstance?: () => unknown }
  return driver.getInstance?.()
}

/** Whether the store answers (health checks, the cluster tests). */
export async function storeReady(): Promise<boolean> {
  try {
    await guarded((s) => s.hasItem('health:probe'))
    return true
  } catch {
    return false
  }
}
