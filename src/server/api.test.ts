import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { logger } from './logger.mjs'

vi.mock('./config', () => ({
  config: { apiUrl: 'http://api.test', apiTimeoutMs: 200, cookieSecure: 'auto', production: false },
}))

const { apiRequest } = await import('./api')
const { ApiError, USER_MESSAGES } = await import('./errors')

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const agencyReply = z.object({ id: z.number(), name: z.string() })

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as InstanceType<typeof ApiError>
}

describe('apiRequest against a real host', () => {
  it('calls {API_URL}/api/v2 with the token, JSON body and query, and parses the reply', async () => {
    let seen: Request | undefined
    server.use(
      http.post('http://api.test/api/v2/order/7/ticket/reserve', async ({ request }) => {
        seen = request.clone()
        return HttpResponse.json({ id: 7, name: 'ok', extra: true })
      }),
    )
    const reply = await apiRequest({
      path: '/order/7/ticket/reserve',
      method: 'POST',
      query: { fields: ['id', 'name'], empty: undefined },
      body: { solution_id: 'S1' },
      token: 'abc123',
      schema: agencyReply,
      error: 'Failed to reserve order',
    })
    expect(reply).toEqual({ id: 7, name: 'ok' })
    expect(seen?.headers.get('authorization')).toBe('Token abc123')
    expect(new URL(seen!.url).searchParams.get('fields')).toBe('id,name')
    expect(new URL(seen!.url).searchParams.has('empty')).toBe(false)
    expect(await seen!.json()).toEqual({ solution_id: 'S1' })
  })

  it('raises the spec English message with a French user message on a non-OK reply, and logs it', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    server.use(http.get('http://api.test/api/v2/report-agency-simple/9/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })))
    const error = await failure(apiRequest({ path: '/report-agency-simple/9/', schema: agencyReply, error: 'Failed to fetch agency' }))
    expect(error.message).toBe('Failed to fetch agency')
    expect(error.status).toBe(500)
    expect(error.userMessage).toBe(USER_MESSAGES.generic)
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ scope: 'api', status: 500 }), 'Failed to fetch agency')
  })

  it('maps a timeout to 504 and its French message', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {})
    server.use(
      http.get('http://api.test/api/v2/slow', async () => {
        await delay(1000)
        return HttpResponse.json({ id: 1, name: 'late' })
      }),
    )
    const error = await failure(apiRequest({ path: '/slow', schema: agencyReply, error: 'Failed to fetch flights' }))
    expect(error.status).toBe(504)
    expect(error.userMessage).toBe(USER_MESSAGES.timeout)
  })

  it('rejects malformed JSON and replies that do not match the schema', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {})
    server.use(
      http.get('http://api.test/api/v2/broken', () => new HttpResponse('{not json', { headers: { 'content-type': 'application/json' } })),
      http.get('http://api.test/api/v2/odd', () => HttpResponse.json({ id: 'one' })),
    )
    expect((await failure(apiRequest({ path: '/broken', schema: agencyReply, error: 'Failed to get order' }))).status).toBe(502)
    const odd = await failure(apiRequest({ path: '/odd', schema: agencyReply, error: 'Failed to get order' }))
    expect(odd.message).toBe('Failed to get order')
    expect(odd.userMessage).toBe(USER_MESSAGES.unavailable)
  })
})
