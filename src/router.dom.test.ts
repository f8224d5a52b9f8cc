import { describe, expect, it } from 'vitest'
import { getRouter, prepareRouter } from './router'

describe('the browser router made ahead (client.tsx)', () => {
  it("is the framework's next getRouter(), once; later calls make new routers", () => {
    const prepared = prepareRouter()
    expect(prepareRouter()).toBe(prepared)
    expect(getRouter()).toBe(prepared)
    const next = getRouter()
    expect(next).not.toBe(prepared)
    expect(getRouter()).not.toBe(next)
    // Its routes match before it has loaded anything: the page's URL schema can be built ahead.
    const [matched] = prepared.getMatchedRoutes('/search')
    expect(matched.map((route) => route.id)).toEqual(['__root__', '/search'])
    expect(matched[1]?.options.validateSearch).toBeDefined()
  })
})
