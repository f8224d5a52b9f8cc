import { afterEach, describe, expect, it, vi } from 'vitest'
import { getItem, removeItem, setItem, sweep } from './store'

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

  it('removes an entry, and sweeps expired ones under a prefix', async () => {
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
