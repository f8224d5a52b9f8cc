import fc from 'fast-check'
import { http, HttpResponse, matchRequestUrl, type HttpHandler, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { handlerIndex, staticPrefix } from './dispatch'
import { handlers } from './handlers'

const ORIGIN = 'http://demo-api.internal'
const pathOf = (handler: RequestHandler) => String((handler as HttpHandler).info.path)
const methodOf = (handler: RequestHandler) => String((handler as HttpHandler).info.method)

/** The handlers MSW itself would try for a request and find matching (method and path). */
const matching = (request: Request) =>
  handlers.filter((h) => methodOf(h).toUpperCase() === request.method.toUpperCase() && matchRequestUrl(new URL(request.url), pathOf(h)).matches)

const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/)
/** A request URL from a handler's path: its parameters and wildcards filled, any case, a trailing slash or not, a query. */
const requestFor = (handler: RequestHandler) =>
  fc
    .record({
      values: fc.array(segment, { minLength: 4, maxLength: 4 }),
      upper: fc.boolean(),
      slash: fc.boolean(),
      query: fc.option(segment, { nil: undefined }),
    })
    .map(({ values, upper, slash, query }) => {
      let i = 0
      let path = pathOf(handler)
        .slice(1)
        .replace(/:[A-Za-z_]+|\*/g, () => values[i++ % values.length]!)
      if (upper) path = path.toUpperCase()
      path = slash ? `${path.replace(/\/$/, '')}/` : path.replace(/\/$/, '')
      return new Request(`${ORIGIN}${path}${query ? `?q=${query}` : ''}`, { method: methodOf(handler) })
    })

describe('the demo API dispatch index', () => {
  const candidates = handlerIndex(handlers)

  it("keeps every handler MSW would match, in the handlers' order", () => {
    const anyHandler = fc.constantFrom(...handlers).chain(requestFor)
    fc.assert(
      fc.property(anyHandler, (request) => {
        const kept = candidates(request)
        for (const handler of matching(request)) expect(kept).toContain(handler)
        expect(kept).toEqual(handlers.filter((h) => kept.includes(h)))
      }),
      { numRuns: 600 },
    )
  })

  it('tries only the handlers whose path and method could match', () => {
    const userinfo = candidates(new Request(`${ORIGIN}/api/v2/auth/userinfo?fields=id`))
    expect(userinfo.map(pathOf)).toEqual(['*/api/v2/auth/userinfo'])
    expect(candidates(new Request(`${ORIGIN}/api/v2/nothing-here`))).toEqual([])
    expect(candidates(new Request(`${ORIGIN}/api/v2/order/12/`, { method: 'DELETE' })).every((h) => methodOf(h) === 'DELETE')).toBe(true)
  })

  it('takes a path up to its first parameter or wildcard; any other handler is always tried', () => {
    expect(staticPrefix('/api/v2/order/:id/ticket')).toBe('/api/v2/order')
    expect(staticPrefix('/api/v2/Demo/site/*')).toBe('/api/v2/demo/site')
    expect(staticPrefix('/api/v2/session/token/')).toBe('/api/v2/session/token')
    const byRegExp = http.get(/\/anything$/, () => HttpResponse.json(null))
    const everyMethod = http.all('*/api/v2/x', () => HttpResponse.json(null))
    const index = handlerIndex([byRegExp, everyMethod])
    expect(index(new Request(`${ORIGIN}/elsewhere`))).toEqual([byRegExp])
    expect(index(new Request(`${ORIGIN}/api/v2/x`, { method: 'PATCH' }))).toEqual([everyMethod])
  })
})
