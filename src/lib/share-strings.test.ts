import { describe, expect, it } from 'vitest'
import { shareStrings } from './share-strings'

describe('shareStrings', () => {
  it('keeps the value as it was, in place', () => {
    const text = JSON.stringify({
      solutions: [
        {
          id: 'a',
          price: 120.5,
          options: [
            { type: 'Bagage cabine 12 kg', status: 'Included' },
            { type: 'Choix du siège', status: 'Chargeable' },
          ],
          tags: ['Included', null, 3, true],
        },
        { id: 'b', price: 99, options: [{ type: 'Bagage cabine 12 kg', status: 'Included' }], via: null, nested: [[['Included']]] },
      ],
      error: null,
    })
    const value = JSON.parse(text)
    expect(shareStrings(value)).toBe(value)
    expect(value).toEqual(JSON.parse(text))
  })

  it('puts each distinct text once in the pool, across values', () => {
    const pool = new Map<string, string>()
    shareStrings(JSON.parse('[{"a":"x","b":["y","x"]},{"c":{"d":"y"}}]'), pool)
    shareStrings(JSON.parse('{"e":"x","f":"z"}'), pool)
    expect([...pool.keys()].sort()).toEqual(['x', 'y', 'z'])
    for (const [text, shared] of pool) expect(shared).toBe(text)
  })

  it('leaves other values alone and has no recursion limit', () => {
    expect(shareStrings('text')).toBe('text')
    expect(shareStrings(null)).toBe(null)
    expect(shareStrings(42)).toBe(42)
    let deep: unknown = 'bottom'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(() => shareStrings(deep)).not.toThrow()
  })
})
