import { expect, test } from '@playwright/test'
import { toJSON } from 'seroval'
import { ENGLISH_INTERNALS, ENGLISH_WORDS, SAME_ORIGIN, serverFnByName, visibleText } from './server-fns'

/**
 * Inputs that made the built server answer 500 or English internals (each found by probing it
 * from outside), and what they get now: a 404, a redirect or a French 400 / 405 / 415.
 */

const payload = (data: unknown) => JSON.stringify(toJSON({ data }))

/** The `message` of a server function's error payload (seroval), or of a refusal (JSON). */
function errorMessageOf(body: string): string | undefined {
  const json = JSON.parse(body) as { message?: string; p?: { k: string[]; v: { s?: { message?: { s?: string } } }[] } }
  if (typeof json.message === 'string') return json.message
  const index = json.p?.k.indexOf('error') ?? -1
  return index >= 0 ? json.p!.v[index]!.s?.message?.s : undefined
}

function expectFrench(body: string) {
  expect(body).not.toMatch(ENGLISH_INTERNALS)
  expect(visibleText(body)).not.toMatch(ENGLISH_WORDS)
}

test('a client-space URL over 2,000 characters redirects to sign-in, dropping the over-long page', async ({ request }) => {
  const response = await request.get(`/client-space/favorites?q=${'a'.repeat(2100)}`, { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers()['location']).toMatch(/^\/auth\/check-email$/)
})

test('a product slug over 200 characters is the French 404 page', async ({ request }) => {
  const response = await request.get(`/product/${'b'.repeat(250)}`)
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('introuvable')
})

test('an empty JSON body to any POST server function is a French 400', async ({ request }) => {
  for (const name of ['selectFlight', 'startSignIn', 'saveBookingDraft', 'signOut']) {
    const response = await request.post(`/_serverFn/${serverFnByName(name).id}`, {
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      data: Buffer.alloc(0),
    })
    expect(response.status(), name).toBe(400)
    expect(errorMessageOf(await response.text())).toBe('La demande est invalide. Veuillez vérifier les informations saisies.')
  }
})

test('names every object inherits are unknown functions (404), not the framework’s 500', async ({ request }) => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    for (const method of ['GET', 'POST']) {
      const response = await request.fetch(`/_serverFn/${name}`, {
        method,
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        data: method === 'POST' ? Buffer.from('{}') : undefined,
      })
      expect(response.status(), `${method} ${name}`).toBe(404)
      expectFrench(await response.text())
    }
  }
})

test('a server-function URL without a function id is a 404, not the framework’s 500', async ({ request }) => {
  for (const path of ['/_serverFn/', '/_serverFn//x']) {
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const response = await request.fetch(path, { method, headers: SAME_ORIGIN })
      expect(response.status(), `${method} ${path}`).toBe(404)
      expectFrench(await response.text())
    }
  }
})

test('server-function errors are French and generic: refused inputs, wrong method, form bodies, raw calls', async ({ request }) => {
  // Bodies as bytes: Playwright would JSON-encode a string that is not JSON under a JSON type.
  const call = (name: string, init: { method?: string; headers?: Record<string, string>; data?: string; query?: string }) =>
    request.fetch(`/_serverFn/${serverFnByName(name).id}${init.query ?? ''}`, {
      method: init.method ?? 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', ...init.headers },
      data: init.data === undefined ? undefined : Buffer.from(init.data),
    })

  // Refused inputs ('No order id provided', 'Unknown step', 'Cannot read properties of null').
  for (const [name, data] of [
    ['extendPriceHold', {}],
    ['saveBookingDraft', null],
    ['completeBookingStep', { orderId: '1', step: 'nope' }],
    ['completeBookingStep', 'text'],
  ] as const) {
    const body = await (await call(name, { data: payload(data) })).text()
    expect(errorMessageOf(body), `${name} ${JSON.stringify(data)}`).toBe('La demande est invalide. Veuillez vérifier les informations saisies.')
    expectFrench(body)
  }
  const instalments = await call('simulateInstalments', { method: 'GET', query: `?payload=${encodeURIComponent(payload(null))}` })
  expect(errorMessageOf(await instalments.text())).toBe('La demande est invalide. Veuillez vérifier les informations saisies.')

  // The wrong method: the framework's 'expected GET method. Got POST'.
  const wrongMethod = await call('getBooking', { data: payload({ orderId: '1' }) })
  expect(wrongMethod.status()).toBe(405)
  expect(wrongMethod.headers()['allow']).toBe('GET')
  expectFrench(await wrongMethod.text())

  // Form bodies (the framework's 'Failed to parse body as FormData.', 'Invariant failed').
  for (const [method, type] of [
    ['POST', 'multipart/form-data'],
    ['POST', 'multipart/form-data; boundary=x'],
    ['GET', 'multipart/form-data'],
    ['POST', 'application/x-www-form-urlencoded'],
  ]) {
    const response = await call(method === 'GET' ? 'getBooking' : 'selectAgency', {
      method,
      headers: { 'content-type': type! },
      data: method === 'GET' ? undefined : 'garbage',
    })
    expect(response.status(), `${method} ${type}`).toBe(415)
    expectFrench(await response.text())
  }

  // A call without the framework's client header whose function returns a bare value (null).
  const raw = await request.get(`/_serverFn/${serverFnByName('getBooking').id}?payload=${encodeURIComponent(payload({ orderId: 'abc' }))}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  })
  expect(raw.status()).toBeLessThan(500)
  expectFrench(await raw.text())
})
