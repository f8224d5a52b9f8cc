import { describe, expect, it } from 'vitest'
import { agencyCacheReplySchema, agencyListReplySchema, agencySchema } from '~/api-contract/agencies'
import { call } from '../test-utils'

describe('demo API: agencies', () => {
  it('lists ~150 agencies, searches and finds nearby ones', async () => {
    const all = agencyListReplySchema.parse((await call('/report-agency-simple/?type=agency_page&status=open')).json)
    expect(all.count).toBeGreaterThanOrEqual(140)
    const lyon = agencyListReplySchema.parse((await call('/report-agency-simple/?type=agency_page&status=open&search=lyon')).json)
    expect(lyon.results.every((a) => /lyon/i.test(`${a.name} ${a.city}`))).toBe(true)
    const near = agencyListReplySchema.parse((await call('/report-agency-simple/?lat=48.8566&lng=2.3522&status=open&distance__lte=40000')).json)
    expect(near.results.length).toBeGreaterThan(3)
    expect(near.results.every((a) => (a.distance ?? Infinity) <= 40000)).toBe(true)
    expect(near.results.map((a) => a.distance)).toEqual([...near.results.map((a) => a.distance)].sort((a, b) => a! - b!))
    expect((await call('/report-agency-simple/?lat=91&lng=2')).status).toBe(400)
  })

  it('reads one agency, 404 for unknown, and the cache file', async () => {
    const one = agencySchema.parse((await call('/report-agency-simple/1/')).json)
    expect(one.agency_openings.length).toBeGreaterThan(0)
    expect((await call('/report-agency-simple/99999/')).status).toBe(404)
    const { handleDemoRequest } = await import('../server')
    const cache = await handleDemoRequest(new Request('http://x/cache/agency.json'))
    expect(agencyCacheReplySchema.parse(await cache.json()).length).toBeGreaterThanOrEqual(140)
  })
})
