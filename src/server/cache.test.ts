import { afterEach, describe, expect, it, vi } from 'vitest'
import { cached, forget, invalidateTag, memoryLayer } from './cache'

afterEach(() => vi.useRealTimers())

const T0 = new Date('2026-11-23T10:00:00Z')
const at = (seconds: number) => vi.setSystemTime(new Date(T0.getTime() + seconds * 1000))

describe('server cache', () => {
  it('loads once, shares concurrent misses, keeps the value for its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const load = vi.fn(async () => ({ menu: 'A' }))
    const [a, b] = await Promise.all([cached({ key: 't1', ttlSeconds: 60, load }), cached({ key: 't1', ttlSeconds: 60, load })])
    expect(a).toEqual({ menu: 'A' })
    expect(b).toEqual({ menu: 'A' })
    expect(await cached({ key: 't1', ttlSeconds: 60, load })).toEqual({ menu: 'A' })
    expect(load).toHaveBeenCalledTimes(1)
    at(61)
    await cached({ key: 't1', ttlSeconds: 60, load })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps null values, does not keep failures', async () => {
    const failing = vi.fn(async () => {
      throw new Error('upstream')
    })
    await expect(cached({ key: 't2', ttlSeconds: 60, load: failing })).rejects.toThrow('upstream')
    const ok = vi.fn(async () => null)
    expect(await cached({ key: 't2', ttlSeconds: 60, load: ok })).toBeNull()
    expect(await cached({ key: 't2', ttlSeconds: 60, load: ok })).toBeNull()
    expect(ok).toHaveBeenCalledTimes(1)
  })

  it('serves a stale value during its stale-while-revalidate time and loads a fresh one behind', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    let n = 0
    const load = vi.fn(async () => ++n)
    const get = () => cached({ key: 'swr', ttlSeconds: 60, staleWhileRevalidateSeconds: 60, load })
    expect(await get()).toBe(1)
    at(90)
    expect(await get()).toBe(1)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    await vi.waitFor(async () => expect(await get()).toBe(2))
    at(90 + 121)
    expect(await get()).toBe(3)
  })

  it('loads again a kept value that fails its check', async () => {
    await cached({ key: 'checked', ttlSeconds: 60, load: async () => ({ v: 1 }) })
    const load = vi.fn(async () => ({ v: 2, fastest: 3 }))
    expect(await cached({ key: 'checked', ttlSeconds: 60, check: (value) => typeof value.fastest === 'number', load })).toEqual({ v: 2, fastest: 3 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('drops every entry of a tag', async () => {
    let n = 0
    const load = async () => ++n
    await cached({ key: 't3', ttlSeconds: 600, tags: ['header'], load })
    await cached({ key: 't4', ttlSeconds: 600, tags: ['header', 'other'], load })
    await cached({ key: 't5', ttlSeconds: 600, tags: ['other'], load })
    expect(await invalidateTag('header')).toBe(2)
    expect(await cached({ key: 't3', ttlSeconds: 600, load })).toBe(4)
    expect(await cached({ key: 't5', ttlSeconds: 600, load })).toBe(3)
    expect(await invalidateTag('header')).toBe(0)
  })
})

describe('server cache, memory layer', () => {
  it('answers from this instance without reading the store, shares a pending load, forgets on failure', async () => {
    const memory = memoryLayer<number>({ maxEntries: 10 })
    let n = 0
    const load = vi.fn(async () => ++n)
    const [a, b] = await Promise.all([cached({ key: 'm1', ttlSeconds: 60, memory, load }), cached({ key: 'm1', ttlSeconds: 60, memory, load })])
    expect([a, b]).toEqual([1, 1])
    expect(load).toHaveBeenCalledTimes(1)
    // Gone from the store, still in memory.
    await forget('m1')
    expect(await cached({ key: 'm1', ttlSeconds: 60, memory, load })).toBe(1)
    await forget('m1', memory)
    expect(await cached({ key: 'm1', ttlSeconds: 60, memory, load })).toBe(2)

    const failing = vi.fn(async (): Promise<number> => {
      throw new Error('upstream')
    })
    await expect(cached({ key: 'm2', ttlSeconds: 60, memory, store: false, load: failing })).rejects.toThrow('upstream')
    expect(memory.peek('m2')).toBeUndefined()
  })

  it('keeps its time to live and stale-while-revalidate, on its own clock', async () => {
    let now = 0
    const memory = memoryLayer<number>({ maxEntries: 10, now: () => now })
    let n = 0
    const load = vi.fn(async () => ++n)
    const get = () => cached({ key: 'm3', ttlSeconds: 60, staleWhileRevalidateSeconds: 30, memory, store: false, load })
    expect(await get()).toBe(1)
    now = 59_000
    expect(await get()).toBe(1)
    now = 70_000
    expect(await get()).toBe(1)
    await vi.waitFor(async () => expect(await get()).toBe(2))
    now = 70_000 + 91_000
    expect(await get()).toBe(3)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('is bounded by entries and by the weight of the values', async () => {
    const memory = memoryLayer<number[]>({ maxEntries: 3, weigh: (list) => list.length, maxWeight: 5 })
    const put = (key: string, size: number) => cached({ key, ttlSeconds: 60, memory, store: false, load: async () => Array.from({ length: size }, () => 0) })
    await put('a', 2)
    await put('b', 2)
    expect(memory.peek('a')).toBeDefined()
    await put('c', 2)
    // 6 > 5: the least recently used ('b', 'a' was just read) goes.
    expect(memory.peek('b')).toBeUndefined()
    expect(memory.peek('a')).toBeDefined()
    await put('d', 1)
    expect(memory.peek('c')).toBeDefined()
    expect(memory.peek('d')).toBeDefined()
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
      expect(await cached({ key: 'outage', ttlSeconds: 86_400, tags: ['header'], load })).toEqual({ menu: 'B' })
      expect(await cached({ key: 'outage', ttlSeconds: 86_400, tags: ['header'], load })).toEqual({ menu: 'B' })
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      setStorage(createStorage({ driver: memoryDriver() }))
    }
  })
})
