// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type * as ApiModule from '~/server/api'
import type * as SessionModule from '~/server/session'

/**
 * The visitor's reservation token against a fake API server: a token the API no longer knows
 * is renewed (cookie replaced) and the order call runs once more; a cookie that is not a
 * well-formed token is never sent upstream.
 */

const STALE = 'a'.repeat(48)
const FRESH = 'f'.repeat(48)
const ROTATED = 'r'.repeat(48)
/** Whether the fake API has the rotate call (a real API may not). */
let rotates = true

const received: { method: string; url: string; authorization: string | undefined }[] = []
const known = new Set<string>()
let server: Server

// The request's cookies as TanStack Start's server helpers see them.
const cookies = new Map<string, string>()
const setCookie = vi.fn((name: string, value: string) => void cookies.set(name, value))
// A new request per test: tokens issued during a request are remembered against it.
let request = new Request('http://localhost/search')
vi.mock('@tanstack/react-start/server', () => ({
  getRequest: () => request,
  getCookie: (name: string) => cookies.get(name),
  setCookie: (name: string, value: string) => setCookie(name, value),
  deleteCookie: (name: string) => void cookies.delete(name),
  setResponseHeader: () => undefined,
}))

let api: typeof ApiModule
let session: typeof SessionModule

beforeAll(async () => {
  server = createServer((req, res) => {
    const authorization = req.headers.authorization
    received.push({ method: req.method!, url: req.url!, authorization })
    const token = /^Token (\S+)$/.exec(authorization ?? '')?.[1]
    res.setHeader('content-type', 'application/json')
    if (req.url === '/api/v2/session/token') {
      const reply = token && known.has(token) ? token : FRESH
      known.add(reply)
      return res.end(JSON.stringify({ token: reply }))
    }
    if (req.url === '/api/v2/session/token/rotate' && !rotates) return res.writeHead(404).end('{"detail":"Not found."}')
    if (!token || !known.has(token)) return res.writeHead(401).end('{"detail":"Invalid token."}')
    if (req.url === '/api/v2/session/token/rotate') {
      known.delete(token)
      known.add(ROTATED)
      return res.end(JSON.stringify({ token: ROTATED }))
    }
    res.end('{"id": 100001}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  vi.resetModules()
  api = await import('~/server/api')
  session = await import('~/server/session')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  request = new Request('http://localhost/search')
  received.length = 0
  known.clear()
  rotates = true
  cookies.clear()
  setCookie.mockClear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

const createOrder = (token: string) =>
  api.apiRequest({ path: '/order/', method: 'POST', body: { agency: 1 }, schema: z.object({ id: z.number() }), error: 'Failed to create order', token })

describe('a reservation token the API no longer knows', () => {
  it('is renewed once: 401, a fresh token set as the cookie, the call again with it', async () => {
    cookies.set('session', STALE)
    await expect(session.withSessionToken(createOrder)).resolves.toEqual({ id: 100001 })
    expect(received).toEqual([
      { method: 'POST', url: '/api/v2/order/', authorization: `Token ${STALE}` },
      { method: 'GET', url: '/api/v2/session/token', authorization: undefined },
      { method: 'POST', url: '/api/v2/order/', authorization: `Token ${FRESH}` },
    ])
    expect(setCookie).toHaveBeenCalledTimes(1)
    expect(cookies.get('session')).toBe(FRESH)
  })

  it('is retried once only: a second 401 is the failure', async () => {
    cookies.set('session', STALE)
    const refused = (token: string) =>
      api.apiRequest({ path: '/order/', method: 'POST', schema: z.unknown(), error: 'Failed to create order', token: `${token}-x` })
    await expect(session.withSessionToken(refused)).rejects.toMatchObject({ status: 401 })
    expect(received.filter((r) => r.url === '/api/v2/order/')).toHaveLength(2)
  })

  it('a known token is used as is, nothing renewed', async () => {
    known.add(STALE)
    cookies.set('session', STALE)
    await session.withSessionToken(createOrder)
    expect(received).toEqual([{ method: 'POST', url: '/api/v2/order/', authorization: `Token ${STALE}` }])
    expect(setCookie).not.toHaveBeenCalled()
  })
})

describe('a malformed session cookie', () => {
  it.each(['short', 'a b c d e f g h', `${'x'.repeat(20)}\u00e9`, `${'x'.repeat(20)}"; admin`, 'y'.repeat(600)])(
    '%j is treated as absent, never sent upstream, and replaced',
    async (value) => {
      cookies.set('session', value)
      expect(session.readSessionToken()).toBeUndefined()
      await session.withSessionToken(createOrder)
      expect(received).toEqual([
        { method: 'GET', url: '/api/v2/session/token', authorization: undefined },
        { method: 'POST', url: '/api/v2/order/', authorization: `Token ${FRESH}` },
      ])
      expect(cookies.get('session')).toBe(FRESH)
    },
  )

  it('renewSessionToken does not forward it either', async () => {
    await session.renewSessionToken('bad token')
    expect(received).toEqual([{ method: 'GET', url: '/api/v2/session/token', authorization: undefined }])
  })
})

describe('sign-in and sign-out rotate the reservation token', () => {
  it("at sign-in the API exchanges the known token for a new one (the session's orders follow it)", async () => {
    known.add(STALE)
    cookies.set('session', STALE)
    await session.rotateSessionToken(true)
    expect(received).toEqual([{ method: 'POST', url: '/api/v2/session/token/rotate', authorization: `Token ${STALE}` }])
    expect(cookies.get('session')).toBe(ROTATED)
    expect(known.has(STALE)).toBe(false)
  })

  it('at sign-in an unknown token is replaced by a fresh one', async () => {
    cookies.set('session', STALE)
    await session.rotateSessionToken(true)
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v2/session/token/rotate', 'GET /api/v2/session/token'])
    expect(cookies.get('session')).toBe(FRESH)
  })

  it('at sign-in an API without the rotate call keeps the token, so a booking in progress is not lost', async () => {
    rotates = false
    known.add(STALE)
    cookies.set('session', STALE)
    await session.rotateSessionToken(true)
    expect(cookies.get('session')).toBe(STALE)
    expect(setCookie).not.toHaveBeenCalled()
  })

  it('at sign-out a new token is asked for without sending the old one, and set as the cookie', async () => {
    known.add(STALE)
    cookies.set('session', STALE)
    await session.rotateSessionToken()
    expect(received).toEqual([{ method: 'GET', url: '/api/v2/session/token', authorization: undefined }])
    expect(cookies.get('session')).toBe(FRESH)
  })
})
