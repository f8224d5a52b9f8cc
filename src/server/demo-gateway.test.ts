import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage, type Storage } from 'unstorage'
import memoryDriver from 'unstorage/drivers/memory'

/**
 * The edge build's demo state: on Workers each isolate has its own memory, so the
 * demo API's sessions and orders must be found by the next isolate through the KV store. An
 * isolate is a fresh set of modules here (vi.resetModules) over the same storage.
 */

const kv = { kind: 'a KV namespace binding' }

async function isolate(storage: Storage) {
  vi.resetModules()
  const store = await import('./store')
  store.setStorage(storage)
  const gateway = await import('./demo-gateway')
  const handle = (await gateway.demoApiHandler())!
  return async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const headers = new Headers({ 'content-type': 'application/json' })
    if (init.token) headers.set('authorization', `Token ${init.token}`)
    const body = init.body === undefined ? undefined : JSON.stringify(init.body)
    return handle(new Request(`http://demo-api.internal/api/v2${path}`, { method: init.method ?? 'GET', headers, body }))
  }
}

afterEach(() => {
  delete (globalThis as { __env__?: unknown }).__env__
})

describe('demo API state on the edge build (KV store)', () => {
  it('a reservation token and an order made in one isolate are known to the next one', async () => {
    ;(globalThis as { __env__?: unknown }).__env__ = { STORE: kv }
    const storage = createStorage({ driver: memoryDriver() })

    const first = await isolate(storage)
    const { token } = (await (await first('/session/token')).json()) as { token: string }
    const created = await first('/order/', { method: 'POST', token, body: { agency: null } })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }

    const second = await isolate(storage)
    const order = await second(`/order/${id}`, { token })
    expect(order.status).toBe(200)
    expect(((await order.json()) as { id: number }).id).toBe(id)
    // The token is still the session's (not a new one), and the next order follows on.
    expect(((await (await second('/session/token', { token })).json()) as { token: string }).token).toBe(token)
    const next = await second('/order/', { method: 'POST', token, body: { agency: null } })
    expect(next.status).toBe(201)
    expect(((await next.json()) as { id: number }).id).toBe(id + 1)

    // And back: the first isolate sees what the second one changed.
    expect((await first(`/order/${id + 1}`, { token })).status).toBe(200)
  })

  it('without KV (Node, memory or Redis store) the state stays in the process and nothing is written to the store', async () => {
    const storage = createStorage({ driver: memoryDriver() })
    const first = await isolate(storage)
    const { token } = (await (await first('/session/token')).json()) as { token: string }
    expect((await first('/order/', { method: 'POST', token, body: { agency: null } })).status).toBe(201)
    expect(await storage.getKeys()).toEqual([])
  })
})
