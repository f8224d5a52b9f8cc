// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { isOrderId } from '~/api-contract/ids'
import { orderIdSchema } from '~/api-contract/orders'
import type * as ApiModule from '~/server/api'
import type { ApiPath } from '~/server/api'

/**
 * The API client against a fake API server on a loopback port: the exact request line it
 * receives for hostile ids. A value interpolated into a path is one encoded segment, never a
 * traversal, a query or a fragment.
 */

const received: { method: string; url: string; authorization: string | undefined }[] = []
let server: Server
let api: typeof ApiModule

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  vi.resetModules()
  api = await import('~/server/api')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const put = (path: ApiPath) =>
  api.apiRequest({ path, method: 'PUT', body: { agency: 1 }, schema: z.unknown(), error: 'Failed to update order', token: 'visitor-token-123' })

describe('paths the API client sends for hostile ids', () => {
  it.each([
    ['1/../../../../metrics#', '/api/v2/order/1%2F..%2F..%2F..%2F..%2Fmetrics%23/'],
    ['%2e%2e', '/api/v2/order/%252e%252e/'],
    ['a?b=c', '/api/v2/order/a%3Fb%3Dc/'],
    ['Zoë 日本', '/api/v2/order/Zo%C3%AB%20%E6%97%A5%E6%9C%AC/'],
    ['...', '/api/v2/order/.../'],
  ])('%j reaches the API as %s', async (id, path) => {
    await put(api.apiPath`/order/${id}/`)
    expect(received).toEqual([{ method: 'PUT', url: path, authorization: 'Token visitor-token-123' }])
  })

  it.each(['..', '.', ''])('%j is refused before any request', async (id) => {
    await expect(async () => put(api.apiPath`/order/${id}/`)).rejects.toMatchObject({ name: 'ApiError', status: 400 })
    expect(received).toEqual([])
  })

  it('refuses a path built by hand with a dot segment, a query or a fragment, before any request', async () => {
    for (const path of ['/order/1/../../metrics', '/order/%2E%2e/', '/order/1?x=1', '/order/1#', '/order/1\\..\\metrics']) {
      await expect(put(path as ApiPath)).rejects.toMatchObject({ status: 400 })
    }
    expect(received).toEqual([])
  })

  it('accepts only literal text or apiPath as a path (type check)', () => {
    const id: string = '1'
    const typed = (path: string) =>
      // @ts-expect-error a path built as a string is neither a constant path nor an ApiPath
      api.apiRequest({ path: `/order/${path}/`, schema: z.unknown(), error: 'Failed to get order' })
    expect(typeof typed).toBe('function')
    expect(String(api.apiPath`/order/${id}/`)).toBe('/order/1/')
  })

  it('sends constant paths as written', async () => {
    await api.apiRequest({ path: '/report-agency-simple/', schema: z.unknown(), error: 'Failed to fetch agencies' })
    expect(received.map((r) => r.url)).toEqual(['/api/v2/report-agency-simple/'])
  })
})

describe('the one order id schema', () => {
  const hostile = ['1/../../../../metrics#', '..', '%2e%2e', 'a?b=c', 'Zoë', '1 2', '', 'x'.repeat(65)]

  it.each(hostile)('refuses %j (URL, server functions and API replies alike)', (id) => {
    expect(isOrderId(id)).toBe(false)
    expect(orderIdSchema.safeParse(id).success).toBe(false)
  })

  it('accepts the API ids, numeric or not, as strings', () => {
    expect(orderIdSchema.parse(100001)).toBe('100001')
    expect(orderIdSchema.parse('A1-b2')).toBe('A1-b2')
    expect(isOrderId('100001')).toBe(true)
  })
})
