import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage, type Driver } from 'unstorage'
import memoryDriver from 'unstorage/drivers/memory'
import { ApiError, USER_MESSAGES } from './errors'
import { getItem, removeItem, setItem, setStorage, STORE_ERROR, storeDriverName, storeReady, sweep } from './store'
import { boundedMemoryDriver } from './memory-store'
import { logger } from './logger.mjs'

afterEach(() => vi.useRealTimers())

describe('server store', () => {
  it('keeps JSON values for their time to live, then reads them as absent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
    await setItem('booking:1', { step: 'passengers', names: ['Zoé'] }, 60)
    expect(await getItem('booking:1')).toEqual({ step: 'passengers', names: ['Zoé'] })
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'))
    expect(await getItem('booking:1')).toBeUndefined()
  })

  it('removes an entry, and sweeps expired ones under a prefix (a driver that keeps them until read)', async () => {
    setStorage(createStorage({ driver: memoryDriver() }))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
    await setItem('sweep:a', 1, 10)
    await setItem('sweep:b', 2, 1000)
    await setItem('other:c', 3, 1000)
    await removeItem('other:c')
    expect(await getItem('other:c')).toBeUndefined()
    vi.setSystemTime(new Date('2026-11-23T10:00:30Z'))
    expect(await sweep('sweep:')).toBe(1)
    expect(await getItem('sweep:b')).toBe(2)
  })
})

describe('server store outage', () => {
  const failing = (): Driver => {
    const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:3321'))
    return { name: 'down', hasItem: down, getItem: down, setItem: down, removeItem: down, getKeys: down, clear: down }
  }

  afterEach(() => setStorage(createStorage({ driver: memoryDriver() })))

  it('turns a driver failure into the French "unavailable" error (503), for reads, writes and removals', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    setStorage(createStorage({ driver: failing() }))
    for (const call of [() => getItem('booking:x'), () => setItem('booking:x', { step: 'contact' }, 60), () => removeItem('booking:x')]) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 503, message: STORE_ERROR, userMessage: USER_MESSAGES.unavailable })
    }
    expect(await storeReady()).toBe(false)
    expect(errors).toHaveBeenCalled()
    // Back: the next call works (nothing kept broken).
    setStorage(createStorage({ driver: memoryDriver() }))
    await setItem('booking:x', 1, 60)
    expect(await getItem('booking:x')).toBe(1)
    expect(await storeReady()).toBe(true)
  })

  it('chooses Redis when REDIS_URL is set, memory otherwise', () => {
    expect(storeDriverName({ REDIS_URL: 'redis://127.0.0.1:3321' })).toBe('redis')
    expect(storeDriverName({ REDIS_URL: ' ' })).toBe('memory')
    expect(storeDriverName({})).toBe('memory')
  })
})

describe('server store in memory (no REDIS_URL)', () => {
  afterEach(() => setStorage(createStorage({ driver: memoryDriver() })))

  it('bounds the caches by size, least recently used first, and never lets them push state out', async () => {
    const limits = { cache: { maxEntries: 100, maxBytes: 20_000 }, state: { maxEntries: 100, maxBytes: 200_000 }, maxTtlMs: 3_600_000 }
    setStorage(createStorage({ driver: boundedMemoryDriver(limits) }))
    await setItem('booking:state:1', { step: 'passengers', names: ['Zoé'] }, 3_600)
    const solutions = 'x'.repeat(1_000)
    for (let i = 0; i < 50; i++) await setItem(`flights:search:${i}`, { solutions }, 900)
    // About 1 KB each, two bytes a character: the last nine or so fit in 20,000 bytes, the first are gone.
    expect(await getItem('flights:search:0')).toBeUndefined()
    expect(await getItem('flights:search:49')).toEqual({ solutions })
    let kept = 0
    for (let i = 0; i < 50; i++) if (await getItem(`flights:search:${i}`)) kept++
    expect(kept).toBeGreaterThan(5)
    expect(kept).toBeLessThan(10)
    expect(await getItem('booking:state:1')).toEqual({ step: 'passengers', names: ['Zoé'] })
  })

  it("keeps each entry its own time to live (the driver's, not only the value's)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
    const driver = boundedMemoryDriver()
    setStorage(createStorage({ driver }))
    await setItem('cache:menus:header', { value: 1 }, 60)
    const { caches } = driver.getInstance!() as { caches: { size: number; sweep: () => number } }
    expect(caches.size).toBe(1)
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'))
    expect(caches.sweep()).toBe(1)
  })
})
