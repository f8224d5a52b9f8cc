import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { logger } from './logger.mjs'

vi.mock('./config', () => ({
  config: { apiUrl: 'http://api.test', apiTimeoutMs: 200, cookieSecure: 'auto', production: false },
}))

const { errorText } = await import('./error-messages')

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const entry = (id: number, title: string) => ({ id, code: 'FARE_CHANGED', provider: 'amadeus', title, message: `Message ${id}`, action: 'Nouvelle recherche' })

describe('errorText: the error catalogue by code and provider', () => {
  it('asks by code and provider and takes the first element', async () => {
    let asked: URL | undefined
    server.use(
      http.get('http://api.test/api/v2/configuration/error-messages/', ({ request }) => {
        asked = new URL(request.url)
        return HttpResponse.json([entry(5, 'Tarif modifié'), entry(9, 'Autre')])
      }),
    )
    expect(await errorText('FARE_CHANGED', 'amadeus')).toEqual({ title: 'Tarif modifié', message: 'Message 5', action: 'Nouvelle recherche' })
    expect(asked?.searchParams.get('code')).toBe('FARE_CHANGED')
    expect(asked?.searchParams.get('provider')).toBe('amadeus')
  })

  it("none for the code: null, logged as the spec's 'No error data found…'", async () => {
    const warn = vi.spyOn(logger, 'warn')
    server.use(http.get('http://api.test/api/v2/configuration/error-messages/', () => HttpResponse.json([])))
    expect(await errorText('UNKNOWN', 'amadeus')).toBeNull()
    expect(JSON.stringify(warn.mock.calls)).toContain('No error data found for the given code and provider')
  })

  it("the catalogue failing: null ('Failed to get order error data'), not an error", async () => {
    const error = vi.spyOn(logger, 'error')
    server.use(http.get('http://api.test/api/v2/configuration/error-messages/', () => HttpResponse.json({ detail: 'down' }, { status: 500 })))
    expect(await errorText('PAYMENT_PREPARE_FAILED', 'payline')).toBeNull()
    expect(JSON.stringify(error.mock.calls)).toContain('Failed to get order error data')
  })
})
