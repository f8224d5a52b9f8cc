import { afterEach, describe, expect, it, vi } from 'vitest'
import { cached, invalidateTag } from './cache'

afterEach(() => vi.useRealTimers())

describe('server cache', () => {
  it('loads once, shares concurrent misses, keeps the value for its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
    const load = vi.fn(async () => ({ menu: 'A' }))
    const [a, b] = await Promise.all([cached('t1', { ttlSeconds: 60 }, load), cached('t1', { ttlSeconds: 60 }, load)])
    expect(a).toEqual({ menu: 'A' })
    expect(b).toEqual({ menu: 'A' })
    expect(await cached('t1', { ttlSeconds: 60 }, load)).toEqual({ menu: 'A' })
    expect(load).toHaveBeenCalledTimes(1)
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'))
    await cached('t1', { ttlSeconds: 60 }, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps null values, does not keep failures', async () => {
    const failing = vi.fn(async () => {
      throw new Error('upstream')
    })
    await expect(cached('t2', { ttlSeconds: 60 }, failing)).rejects.toThrow('upstream')
    const ok = vi.fn(async () => null)
    expect(await cached('t2', { ttlSeconds: 60 }, ok)).toBeNull()
    expect(await cached('t2', { ttlSeconds: 60 }, ok)).toBeNull()
    expect(ok).toHaveBeenCalledTimes(1)
  })

  it('drops every entry of a tag', async () => {
    let n = 0
    const load = async () => ++n
    await cached('t3', { ttlSeconds: 600, tags: ['header'] }, load)
    await cached('t4', { ttlSeconds: 600, tags: ['header', 'other'] }, load)
    await cached('t5', { ttlSeconds: 600, tags: ['other'] }, load)
    expect(await invalidateTag('header')).toBe(2)
    expect(await cached('t3', { ttlSeconds: 600 }, load)).toBe(4)
    expect(await cached('t5', { ttlSeconds: 600 }, load)).toBe(3)
    expect(await invalidateTag('header')).toBe(0)
  })
})

describe('server cache, store outage', () => {
  it('answers from the loader and keeps nothing while the store is away', async () => {
    const { createStorage } = await import('unstorage')
    const { default: memoryDriver } = await import('unstorage/drivers/memory')
    const { setStorage } = await import('./store')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = () => Promise.reject(new Error('ECONNREFUSED'))
    setStorage(createStorage({ driver: { name: 'down', hasItem: down, getItem: down, setItem: down, removeItem: down, getKeys: down, clear: down } }))
    const load = vi.fn(async () => ({ menu: 'B' }))
    try {
      expect(await cached('outage', { ttlSeconds: 86_400, tags: ['header'] }, load)).toEqual({ menu: 'B' })
      expect(await cached('outage', { ttlSeconds: 86_400, tags: ['header'] }, load)).toEqual({ menu: 'B' })
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      setStorage(createStorage({ driver: memoryDriver() }))
    }
  })
})
