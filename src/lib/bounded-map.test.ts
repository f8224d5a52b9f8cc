import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { BoundedMap } from './bounded-map'

function clock() {
  let t = 1_000
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('BoundedMap', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2, ttlMs: 60_000 })
    map.set('a', 1).set('b', 2)
    expect(map.get('a')).toBe(1)
    map.set('c', 3)
    expect(map.get('b')).toBeUndefined()
    expect([...map.keys()]).toEqual(['a', 'c'])
    expect(map.size).toBe(2)
  })

  it('forgets entries after their time to live; a read renews it only with slide', () => {
    const c = clock()
    const fixed = new BoundedMap<string, string>({ maxEntries: 5, ttlMs: 1000, now: c.now })
    const sliding = new BoundedMap<string, string>({ maxEntries: 5, ttlMs: 1000, slide: true, now: c.now })
    fixed.set('k', 'v')
    sliding.set('k', 'v')
    c.advance(800)
    expect(fixed.get('k')).toBe('v')
    expect(sliding.get('k')).toBe('v')
    c.advance(800)
    expect(fixed.get('k')).toBeUndefined()
    expect(fixed.has('k')).toBe(false)
    expect(sliding.get('k')).toBe('v')
    c.advance(1001)
    expect(sliding.has('k')).toBe(false)
    expect(sliding.size).toBe(0)
  })

  it('bounds the total weight, keeping at least the newest entry', () => {
    const map = new BoundedMap<string, number[]>({ maxEntries: 100, ttlMs: 60_000, weigh: (v) => v.length, maxWeight: 10 })
    map.set('a', [1, 2, 3, 4]).set('b', [1, 2, 3, 4])
    expect(map.weight).toBe(8)
    map.set('c', [1, 2, 3])
    expect(map.has('a')).toBe(false)
    expect(map.weight).toBe(7)
    map.set(
      'huge',
      Array.from({ length: 50 }, (_, i) => i),
    )
    expect([...map.keys()]).toEqual(['huge'])
    map.set('huge', [1])
    expect(map.weight).toBe(1)
  })

  it('sweeps expired entries as others are written, so an idle key does not stay', () => {
    const c = clock()
    const map = new BoundedMap<number, number>({ maxEntries: 1000, ttlMs: 100, now: c.now })
    for (let i = 0; i < 10; i++) map.set(i, i)
    c.advance(200)
    for (let i = 100; i < 164; i++) map.set(i, i)
    expect(map.size).toBeLessThanOrEqual(64)
    expect(map.sweep()).toBe(0)
  })

  it('never holds more than its bounds, whatever the sequence of operations', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('set', 'get', 'delete', 'tick'), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 9 })), {
          maxLength: 200,
        }),
        (ops) => {
          const c = clock()
          const map = new BoundedMap<number, number>({ maxEntries: 8, ttlMs: 50, weigh: (v) => v, maxWeight: 20, now: c.now })
          for (const [op, key, value] of ops) {
            if (op === 'set') map.set(key, value)
            else if (op === 'get') map.get(key)
            else if (op === 'delete') map.delete(key)
            else c.advance(value * 10)
            expect(map.size).toBeLessThanOrEqual(8)
            expect(map.weight).toBeLessThanOrEqual(Math.max(20, value))
            map.sweep()
            expect(map.weight).toBe([...map.values()].reduce((s, v) => s + v, 0))
          }
        },
      ),
      { seed: 14, numRuns: 200 },
    )
  })
})

describe('BoundedMap per-entry time to live', () => {
  it('keeps an entry its own time to live, never longer than the map allows', () => {
    let now = 0
    const map = new BoundedMap<string, number>({ maxEntries: 10, ttlMs: 100, now: () => now })
    map.set('short', 1, 10)
    map.set('long', 2, 1_000)
    map.set('default', 3)
    now = 11
    expect(map.get('short')).toBeUndefined()
    expect(map.get('long')).toBe(2)
    now = 101
    expect(map.get('long')).toBeUndefined()
    expect(map.get('default')).toBeUndefined()
  })
})

describe('BoundedMap snapshot', () => {
  it('dumps live entries with their expiry and loads them back (expired ones left out)', () => {
    let now = 1_000
    const a = new BoundedMap<string, { n: number }>({ maxEntries: 10, ttlMs: 100, now: () => now })
    a.set('x', { n: 1 })
    now = 1_050
    a.set('y', { n: 2 })
    const dump = JSON.parse(JSON.stringify(a.dump())) as Array<[string, { n: number }, number]>
    expect(dump).toEqual([
      ['x', { n: 1 }, 1_100],
      ['y', { n: 2 }, 1_150],
    ])
    now = 1_120
    const b = new BoundedMap<string, { n: number }>({ maxEntries: 10, ttlMs: 100, now: () => now })
    b.load(dump)
    expect(b.get('x')).toBeUndefined()
    expect(b.get('y')).toEqual({ n: 2 })
    now = 1_151
    expect(b.get('y')).toBeUndefined()
  })
})
