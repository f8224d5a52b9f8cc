import { notFound, redirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, refusedInput, USER_MESSAGES } from './errors'
import { pageStatus, toFunctionError, toUserError } from './errors-middleware'
import { STORE_ERROR } from './store'

/** 503, not 500, for a page that failed while Redis (or the API) was away. */
describe('unavailable is a 503', () => {
  const page = () => new Response('<html>Une erreur est survenue</html>', { status: 500, headers: { 'content-type': 'text/html' } })

  it('a store outage: the server function error carries 503, and the page that met it is a 503 with its body and headers', async () => {
    const request = new Request('http://localhost/booking/passengers?order_id=100001')
    const error = toUserError(new ApiError(STORE_ERROR, 503, USER_MESSAGES.unavailable), request)
    expect(error.message).toBe(USER_MESSAGES.unavailable)
    expect((error as Error & { status?: number }).status).toBe(503)
    const response = pageStatus(page(), request)
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toBe('text/html')
    expect(await response.text()).toContain('Une erreur est survenue')
  })

  it.each([
    ['an API 500', new ApiError('Failed to fetch flights', 500, USER_MESSAGES.generic)],
    ['an API timeout', new ApiError('Failed to fetch flights', 504, USER_MESSAGES.timeout)],
    ['an unreachable API', new ApiError('Failed to fetch flights', 0, USER_MESSAGES.unavailable)],
  ])('%s: the page that failed on it is a 503, its French message unchanged', (_, apiError) => {
    const request = new Request('http://localhost/search')
    const error = toUserError(apiError, request)
    expect(error.message).toBe(apiError.userMessage)
    expect(pageStatus(page(), request).status).toBe(503)
  })

  it('a refusal of the request (4xx) keeps the router status; a request that met no fault keeps its 500', () => {
    const request = new Request('http://localhost/search')
    const error = toUserError(new ApiError('Failed to get order', 404, USER_MESSAGES.notFound), request)
    expect((error as Error & { status?: number }).status).toBeUndefined()
    expect(pageStatus(page(), request).status).toBe(500)
    expect(pageStatus(page(), new Request('http://localhost/other')).status).toBe(500)
  })

  it('a page that degraded gracefully (200) stays a 200 even though a call met the outage', () => {
    const request = new Request('http://localhost/')
    toUserError(new ApiError(STORE_ERROR, 503, USER_MESSAGES.unavailable), request)
    expect(pageStatus(new Response('ok', { status: 200 }), request).status).toBe(200)
  })
})

/** What the browser gets from a server function that failed: French only, never internals. */
describe('toFunctionError', () => {
  const request = new Request('http://localhost/_serverFn/abc')
  const messageOf = (error: unknown) => (error as Error).message
  const statusOf = (error: unknown) => (error as { status?: number }).status

  it('English internals become the generic French message, logged on the server', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const internal of [
      new TypeError("Cannot read properties of null (reading 'draft')"),
      new Error('No order id provided'),
      new Error('Unknown step'),
      'a string',
    ]) {
      const error = toFunctionError(internal, request)
      expect(messageOf(error)).toBe(USER_MESSAGES.generic)
      expect(statusOf(error)).toBeUndefined()
    }
    expect(logged).toHaveBeenCalledTimes(4)
    expect(String(logged.mock.calls[0]?.[1])).toContain('Cannot read properties of null')
  })

  it("a validator's refusal, zod's or refusedInput(), is a 400 with the French 'invalid' message", () => {
    const issues = new Error(JSON.stringify([{ message: 'Invalid input: expected string, received undefined', path: ['orderId'] }]))
    for (const refusal of [issues, refusedInput()]) {
      const error = toFunctionError(refusal, request)
      expect(messageOf(error)).toBe(USER_MESSAGES.invalid)
      expect(statusOf(error)).toBe(400)
    }
  })

  it('API failures give their French message; redirects and not-found pass as they are', () => {
    expect(messageOf(toFunctionError(new ApiError('Failed to fetch flights', 500, USER_MESSAGES.generic), request))).toBe(USER_MESSAGES.generic)
    expect(statusOf(toFunctionError(new ApiError('Failed to select flight', 503, USER_MESSAGES.unavailable), request))).toBe(503)
    const moved = redirect({ to: '/' })
    expect(toFunctionError(moved, request)).toBe(moved)
    const missing = notFound()
    expect(toFunctionError(missing, request)).toBe(missing)
  })
})
