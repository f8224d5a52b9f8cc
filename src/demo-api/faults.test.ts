import { afterEach, describe, expect, it } from 'vitest'
import { generateSolutions } from './flights/generate'
import { store } from './store'
import { call } from './test-utils'
import { todayInParis } from '~/lib/dates'

afterEach(async () => {
  await call('/demo/faults', { method: 'DELETE' })
})

describe('demo API: faults', () => {
  it('answers 500, malformed JSON and timeouts on demand (header and query)', async () => {
    expect((await call('/report-airline-dict/', { headers: { 'x-demo-fault': '500' } })).status).toBe(500)
    const broken = await call('/report-airline-dict/?demo_fault=malformed-json')
    expect(broken.status).toBe(200)
    expect(broken.json).toBeUndefined()
    store.timeoutFaultMs = 20
    expect((await call('/menus/header/', { headers: { 'x-demo-fault': 'timeout' } })).status).toBe(504)
  })

  it('has a process-wide switch with a path pattern and a count', async () => {
    const rule = await call('/demo/faults', { body: { path: '/report-agency-simple/*', fault: '500', times: 1 } })
    expect(rule.status).toBe(201)
    expect((await call('/report-agency-simple/1/')).status).toBe(500)
    expect((await call('/report-agency-simple/1/')).status).toBe(200)
    await call('/demo/faults', { body: { path: '/menus/header', fault: '500' } })
    expect((await call('/menus/header/')).status).toBe(500)
    expect((await call('/menus/header/')).status).toBe(500)
    expect((await call('/demo/faults', { method: 'DELETE' })).status).toBe(204)
    expect((await call('/menus/header/')).status).toBe(200)
    expect((await call('/demo/faults', { body: { path: '/x', fault: 'nope' } })).status).toBe(400)
  })
})

describe('flight generator', () => {
  const search = (count?: number) => {
    const d = (n: number) => todayInParis().add({ days: n }).toString()
    return {
      s: {
        adults: 1,
        childrens: 0,
        infants: 0,
        segments: [
          { from: 'PAR', to: 'NYC', date: d(30) },
          { from: 'NYC', to: 'PAR', date: d(37) },
        ],
      },
      count,
    }
  }
  it('is deterministic and scales to 5,000 solutions', () => {
    const { s } = search()
    const a = generateSolutions(s)
    const b = generateSolutions(s)
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    const t0 = performance.now()
    const big = generateSolutions(s, { count: 5000 })
    const ms = performance.now() - t0
    expect(big).toHaveLength(5000)
    expect(new Set(big.map((x) => x.id)).size).toBe(5000)
    expect(ms).toBeLessThan(3000)
  })
})

describe('demo controls turned off (the default of the app; DEMO_CONTROLS unset)', () => {
  it('hides the fault switch and ignores per-request faults and the count override', async () => {
    const { handleDemoRequest } = await import('./server')
    const off = (path: string, init?: RequestInit) => handleDemoRequest(new Request(`http://x/api/v2${path}`, init), { controls: false })
    expect(
      (await off('/demo/faults', { method: 'POST', body: JSON.stringify({ path: '/x', fault: '500' }), headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(404)
    expect(store.faultRules).toHaveLength(0)
    expect((await off('/report-airline-dict/?demo_fault=500')).status).toBe(200)
    expect((await off('/report-airline-dict/', { headers: { 'x-demo-fault': 'timeout' } })).status).toBe(200)
    const token = ((await (await off('/session/token')).json()) as { token: string }).token
    const order = (await (
      await off('/order/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', authorization: `Token ${token}` } })
    ).json()) as { id: number }
    const d = (n: number) => todayInParis().add({ days: n }).toString()
    const body = JSON.stringify({ search_data: { adults: 1, childrens: 0, infants: 0, segments: [{ from: 'LYS', to: 'NCE', date: d(30) }] } })
    const search = (query: string, options: { controls: boolean; flightCount?: number }) =>
      handleDemoRequest(
        new Request(`http://x/api/v2/order/${order.id}/ticket/search${query}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        }),
        options,
      )
    const plain = ((await (await search('', { controls: false })).json()) as { solutions: unknown[] }).solutions.length
    expect(((await (await search('?count=7', { controls: false })).json()) as { solutions: unknown[] }).solutions).toHaveLength(plain)
    expect(((await (await search('?count=7', { controls: true })).json()) as { solutions: unknown[] }).solutions).toHaveLength(7)
    expect(((await (await search('', { controls: false, flightCount: 9 })).json()) as { solutions: unknown[] }).solutions).toHaveLength(9)
  })
})
