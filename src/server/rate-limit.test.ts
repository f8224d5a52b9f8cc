// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { combine, RateLimit } from './rate-limit'

describe('rate limits (memory store, rate-limiter-flexible)', () => {
  it('allows `points` events per window for a key, then refuses with the wait; other keys are apart', async () => {
    const limit = new RateLimit(`test-${Date.now()}`, { points: 3, durationSeconds: 60 })
    for (let i = 0; i < 3; i++) expect(await limit.consume('a')).toEqual({ ok: true })
    const refused = await limit.consume('a')
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(50)
    expect(!refused.ok && refused.retryAfter).toBeLessThanOrEqual(60)
    expect(await limit.consume('b')).toEqual({ ok: true })
  })

  it('check refuses a spent key without counting; reset forgets it', async () => {
    const limit = new RateLimit(`test-check-${Date.now()}`, { points: 2, durationSeconds: 60 })
    expect(await limit.check('k')).toEqual({ ok: true })
    expect(await limit.check('k')).toEqual({ ok: true })
    await limit.consume('k')
    expect(await limit.check('k')).toEqual({ ok: true })
    await limit.consume('k')
    expect((await limit.check('k')).ok).toBe(false)
    await limit.reset('k')
    expect(await limit.check('k')).toEqual({ ok: true })
  })

  it('combine: refused when any is, with the longest wait', () => {
    expect(combine([{ ok: true }, { ok: true }])).toEqual({ ok: true })
    expect(combine([{ ok: true }, { ok: false, retryAfter: 5 }, { ok: false, retryAfter: 30 }])).toEqual({ ok: false, retryAfter: 30 })
  })
})
