import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { redisClient } from './store'

/**
 * Rate limits over the server store, with rate-limiter-flexible: Redis/Valkey when `REDIS_URL`
 * is set (atomic counters every instance shares; per instance in memory while Redis is away),
 * else the process's memory (and an isolate's on the edge build). Server-only.
 *
 * A limit is a number of points per window for a key (a client address, an account, both):
 * `consume` counts one and refuses past the limit, `check` refuses when the limit is already
 * reached without counting (a guard before an attempt whose failure alone counts).
 */

export interface LimitSpec {
  /** Events allowed per window. */
  points: number
  /** The window, in seconds (fixed, from the key's first event). */
  durationSeconds: number
}

/** Allowed, or refused with the seconds to wait. */
export type LimitResult = { ok: true } | { ok: false; retryAfter: number }

const refusal = (res: RateLimiterRes): LimitResult => ({ ok: false, retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) })

export class RateLimit {
  private backend: Promise<RateLimiterAbstract> | undefined

  constructor(
    readonly name: string,
    readonly spec: LimitSpec,
  ) {}

  private limiter(): Promise<RateLimiterAbstract> {
    this.backend ??= (async () => {
      const options = { keyPrefix: `${process.env.REDIS_PREFIX ?? 'hv'}:rl:${this.name}`, points: this.spec.points, duration: this.spec.durationSeconds }
      const memory = new RateLimiterMemory(options)
      const client = await redisClient().catch(() => undefined)
      return client ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: memory }) : memory
    })()
    return this.backend
  }

  /** Counts one event for `key`; refused once the window's points are spent. */
  async consume(key: string): Promise<LimitResult> {
    try {
      await (await this.limiter()).consume(key)
      return { ok: true }
    } catch (error) {
      if (error instanceof RateLimiterRes) return refusal(error)
      throw error
    }
  }

  /** Refused when `key` has already spent the window's points; counts nothing. */
  async check(key: string): Promise<LimitResult> {
    const res = await (await this.limiter()).get(key)
    return res && res.consumedPoints >= this.spec.points ? refusal(res) : { ok: true }
  }

  /** Forgets `key` (a success that clears its failures). */
  async reset(key: string): Promise<void> {
    await (await this.limiter()).delete(key)
  }
}

/** The first refusal's longest wait among `results`, or allowed. */
export function combine(results: LimitResult[]): LimitResult {
  const refused = results.filter((r): r is Extract<LimitResult, { ok: false }> => !r.ok)
  return refused.length ? { ok: false, retryAfter: Math.max(...refused.map((r) => r.retryAfter)) } : { ok: true }
}
