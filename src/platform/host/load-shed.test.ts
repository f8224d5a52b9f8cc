// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadShedder } from './load-shed.mjs'

type Next = () => Promise<Response>
type Shedder = ((request: Request, next: Next) => Promise<Response>) & { stats: () => { inFlight: number } }

const page = () => new Request('http://localhost/vol', { headers: { accept: 'text/html' } })
const call = () => new Request('http://localhost/_serverFn/x', { headers: { accept: 'application/json' } })

describe('load shedding', () => {
  it('answers 503 + Retry-After at once over the in-flight threshold, and serves again once requests finish', async () => {
    const shed: { reason: string }[] = []
    const middleware = loadShedder({ maxInFlight: 2, maxDelayMs: 0, retryAfterS: 5, onShed: (d: { reason: string }) => shed.push(d) }) as Shedder
    const releases: (() => void)[] = []
    const slow: Next = () => new Promise((resolve) => releases.push(() => resolve(new Response('ok'))))
    const first = middleware(page(), slow)
    const second = middleware(page(), slow)
    expect(middleware.stats().inFlight).toBe(2)

    const refused = await middleware(page(), slow)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(refused.headers.get('content-type')).toContain('text/html')
    expect(await refused.text()).toContain('Service momentanément surchargé')
    const refusedCall = await middleware(call(), slow)
    expect(refusedCall.status).toBe(503)
    expect(await refusedCall.json()).toMatchObject({ error: 'overloaded' })
    expect(shed).toEqual([expect.objectContaining({ reason: 'in_flight' }), expect.objectContaining({ reason: 'in_flight' })])

    for (const release of releases) release()
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
    expect(middleware.stats().inFlight).toBe(0)
    expect((await middleware(page(), async () => new Response('ok'))).status).toBe(200)
  })

  it('counts a request as finished when the app fails too', async () => {
    const middleware = loadShedder({ maxInFlight: 1, maxDelayMs: 0, retryAfterS: 5 }) as Shedder
    await expect(middleware(page(), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(middleware.stats().inFlight).toBe(0)
  })
})
