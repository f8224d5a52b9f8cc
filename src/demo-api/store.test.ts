import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderSchema, reserveReplySchema } from '~/api-contract/orders'
import { flightSearchReplySchema } from '~/api-contract/flights'
import { todayInParis } from '~/lib/dates'
import { call, sessionToken } from './test-utils'
import { SEARCH_CACHE_LIMITS, searchCacheSize } from './orders'
import { DemoStore, restoreSnapshot, snapshotOf, STORE_LIMITS, store, type DemoSnapshot } from './store'

/** Issue 14: the demo API's state is bounded and expires, whatever the traffic. */

afterEach(() => vi.useRealTimers())

const date = (days: number) => todayInParis().add({ days }).toString()
const search = (to: string, days: number) => ({ search_data: { adults: 1, childrens: 0, infants: 0, segments: [{ from: 'PAR', to, date: date(days) }] } })

describe('demo store bounds', () => {
  it('keeps a bounded number of reservation tokens, the least recently used going first', async () => {
    const kept = await sessionToken()
    const max = STORE_LIMITS.sessions.maxEntries
    for (let i = 0; i < max + 10; i++) {
      store.createSession()
      // The token in use stays known (a read renews it).
      if (i % 1000 === 0) expect(store.sessions.has(kept)).toBe(true)
    }
    expect(store.sessions.size).toBeLessThanOrEqual(max)
    expect(store.sessions.has(kept)).toBe(true)
  })

  it('forgets tokens, orders and mail after their time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const token = await sessionToken()
    const order = orderSchema.parse((await call('/order/', { body: { agency: 1 }, token })).json)
    store.sendMail({ to: 'a@example.com', subject: 'Code', kind: 'login-code', code: '123456', text: 'Votre code : 123456' })
    expect(store.mailbox.some((m) => m.to === 'a@example.com')).toBe(true)
    vi.setSystemTime(Date.now() + STORE_LIMITS.orders.ttlMs + 1)
    expect(store.mailbox.some((m) => m.to === 'a@example.com')).toBe(false)
    // The token is still known (its idle time is longer), the idle order is gone.
    expect((await call(`/order/${order.id}/`, { token })).status).toBe(404)
    vi.setSystemTime(Date.now() + STORE_LIMITS.sessions.ttlMs + 1)
    expect((await call(`/order/${order.id}/`, { token })).status).toBe(401)
    const renewed = (await call('/session/token', { headers: { authorization: `Token ${token}` } })).json as { token: string }
    expect(renewed.token).not.toBe(token)
  })

  it('bounds the mailbox to its last 500 messages', () => {
    for (let i = 0; i < STORE_LIMITS.mailbox.maxEntries + 20; i++)
      store.sendMail({ to: `m${i}@example.com`, subject: 'Lien', kind: 'login-link', link: '/x', text: 'x' })
    expect(store.mailbox).toHaveLength(STORE_LIMITS.mailbox.maxEntries)
    expect(store.mailbox[0]!.to).toBe(`m${STORE_LIMITS.mailbox.maxEntries + 19}@example.com`)
  })

  it('an order keeps no solutions of its own: the shared search cache stays bounded, and a reserve still finds the flight', async () => {
    const token = await sessionToken()
    const order = orderSchema.parse((await call('/order/', { body: { agency: 1 }, token })).json)
    const first = flightSearchReplySchema.parse((await call(`/order/${order.id}/ticket/search`, { token, body: search('NCE', 20) })).json)
    expect(first.solutions.length).toBeGreaterThan(0)
    // Enough other searches to push this one out of the shared cache.
    const other = orderSchema.parse((await call('/order/', { body: { agency: 1 }, token })).json)
    for (let i = 0; i < SEARCH_CACHE_LIMITS.maxEntries + 2; i++) {
      expect((await call(`/order/${other.id}/ticket/search`, { token, body: search(i % 2 ? 'LON' : 'BCN', 21 + i) })).status).toBe(200)
      const size = searchCacheSize()
      expect(size.entries).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxEntries)
      expect(size.solutions).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxSolutions)
    }
    expect(Object.keys(store.orders.get(Number(order.id))!)).not.toContain('solutions')
    // The flight is generated again (deterministically) for the reserve.
    const reserved = reserveReplySchema.parse((await call(`/order/${order.id}/ticket/reserve`, { token, body: { solution_id: first.solutions[0]!.id } })).json)
    expect(reserved.success).toBe(true)
    expect(reserved.order?.ticket?.solution.id).toBe(first.solutions[0]!.id)
  }, 60_000)
})

describe('demo store snapshot (the service keeps it in Redis across restarts)', () => {
  it('restores sessions, orders, mailbox and ids from its JSON snapshot', async () => {
    const token = await sessionToken()
    const created = orderSchema.parse((await call('/order/', { body: { agency: 1 }, token })).json)
    store.sendMail({ to: 'zoe@example.fr', subject: 'Code', kind: 'login-code', code: '123456', text: 'Votre code : 123456' })
    const snapshot = JSON.parse(JSON.stringify(snapshotOf(store))) as DemoSnapshot
    const next = new DemoStore()
    restoreSnapshot(next, snapshot)
    expect(next.sessions.has(token)).toBe(true)
    expect(next.orders.get(Number(created.id))).toEqual(JSON.parse(JSON.stringify(store.orders.get(Number(created.id)))))
    expect(next.mailbox[0]).toMatchObject({ to: 'zoe@example.fr', code: '123456' })
    expect(next.newOrderId()).toBe(store.newOrderId())
    // Not a snapshot: nothing changes.
    restoreSnapshot(next, { version: 2 } as unknown as DemoSnapshot)
    expect(next.sessions.has(token)).toBe(true)
  })
})
