import { describe, expect, it, vi } from 'vitest'
import { distanceMetres, widenUntilFound } from './proximity'

describe('widenUntilFound', () => {
  it('doubles the radius from 60 km while empty and stops at the first result', async () => {
    const search = vi.fn(async (d: number) => (d >= 240_000 ? ['Agence de Tours'] : []))
    expect(await widenUntilFound(search)).toEqual({ items: ['Agence de Tours'], distance: 240_000 })
    expect(search.mock.calls.map(([d]) => d)).toEqual([60_000, 120_000, 240_000])
  })

  it('gives up at 1,000,000 m', async () => {
    const search = vi.fn(async (_d: number) => [] as string[])
    expect(await widenUntilFound(search)).toEqual({ items: [], distance: 1_000_000 })
    expect(search.mock.calls.map(([d]) => d)).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_000_000])
  })
})

describe('distanceMetres', () => {
  it('measures Paris to Lyon at about 391 km', () => {
    const d = distanceMetres({ latitude: 48.8566, longitude: 2.3522 }, { latitude: 45.764, longitude: 4.8357 })
    expect(Math.round(d / 1000)).toBe(391)
  })
})
