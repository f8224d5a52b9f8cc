import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage, type Driver } from 'unstorage'
import memoryDriver from 'unstorage/drivers/memory'
import { ApiError, USER_MESSAGES } from './errors'
import { getItem, removeItem, setItem, setStorage, STORE_ERROR, storeDriverName, storeReady, sweep } from './store'

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

describe('server store outage', () => {
  const failing = (): Driver => {
    const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:3321'))
    return { name: 'down', hasItem: down, getItem: down, setItem: down, removeItem: down, getKeys: down, clear: down }
  }

  afterEach(() => setStorage(createStorage({ driver: memoryDriver() })))

  it('turns a driver failure into the French "unavailable" error (503), for reads, writes and removals', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
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
