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
    return { s: { adults: 1, childrens: 0, infants: 0, segments: [{ from: 'PAR', to: 'NYC', date: d(30) }, { from: 'NYC', to: 'PAR', date: d(37) }] }, count }
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
