import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryCache } from './memory-cache'

afterEach(() => vi.useRealTimers())

describe('MemoryCache', () => {
  it('evicts the least recently used entry beyond its size', () => {
    const cache = new MemoryCache<number>(2, 60_000)
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.size).toBe(2)
  })

  it('forgets entries after their time to live', () => {
    vi.useFakeTimers()
    const cache = new MemoryCache<string>(5, 1000)
    cache.set('k', 'v')
    vi.advanceTimersByTime(1001)
    expect(cache.get('k')).toBeUndefined()
  })
})
