import { expect, test } from './fixtures'

/**
 * Item 11 of the flights hardening: the demo API's controls, server-function error codes and
 * HSTS, over HTTP against the production build (the test server runs with DEMO_CONTROLS=1).
 */

test('demo controls refuse cross-site calls; OPTIONS answers like an API', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin
  // The classic cross-site form/fetch: text/plain body, foreign Origin.
  const crossSite = await request.post('/api/v2/demo/faults', {
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    data: JSON.stringify({ path: '/order/*/ticket/search', fault: '500' }),
  })
  expect(crossSite.status()).toBe(403)
  expect((await request.post('/api/v2/demo/faults', { headers: { 'sec-fetch-site': 'cross-site' }, data: { path: '/x', fault: '500' } })).status()).toBe(403)
  // No installed rule: the switch, read same-origin, is empty.
  const rules = await request.get('/api/v2/demo/faults', { headers: { origin } })
  expect(rules.status()).toBe(200)
  expect(JSON.stringify(await rules.json())).not.toContain('/order/*/ticket/search')
  // Per-request faults from a foreign origin are refused too (no connection held for 60 s).
  expect((await request.get('/api/v2/report-airline-dict/?demo_fault=timeout', { headers: { origin: 'https://evil.example' } })).status()).toBe(403)
  expect((await request.get('/api/v2/report-airline-dict/', { headers: { 'x-demo-fault': 'timeout', 'sec-fetch-site': 'cross-site' } })).status()).toBe(403)
  // Plain API calls without controls are not affected.
  expect((await request.get('/api/v2/health')).status()).toBe(200)

  const options = await request.fetch('/api/v2/demo/faults', {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  })
  expect(options.status()).toBe(204)
  expect(options.headers()['allow']).toContain('POST')
  expect(options.headers()['access-control-allow-origin']).toBeUndefined()
  expect(options.headers()['content-type'] ?? '').not.toContain('text/html')
})

test('server functions: unreadable payload 400, unknown function 404, never 500', async ({ request }) => {
  const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
  // A well-formed call (no payload) to an unknown function; the envelope is checked first, so
  // the same call with an empty JSON body is a 400.
  const unknown = await request.post('/_serverFn/not-a-function', { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(unknown.status()).toBe(404)
  expect((await request.post('/_serverFn/not-a-function', { headers: sameOrigin })).status()).toBe(400)
  const garbage = await request.post('/_serverFn/not-a-function', { headers: sameOrigin, data: '{not json' })
  expect(garbage.status()).toBe(400)
  const seroval = await request.post('/_serverFn/not-a-function', { headers: sameOrigin, data: '{"t":999,"i":0}' })
  expect(seroval.status()).toBe(400)
  expect(await seroval.text()).not.toContain('Seroval')
})

test('a client cannot claim HTTPS: X-Forwarded-Proto is ignored unless TRUST_PROXY names its sender', async ({ request }) => {
  const plain = await request.get('/vol')
  expect(plain.headers()['strict-transport-security']).toBeUndefined()
  const forged = await request.get('/vol', { headers: { 'x-forwarded-proto': 'https' } })
  expect(forged.headers()['strict-transport-security']).toBeUndefined()
  expect(forged.headers()['set-cookie'] ?? '').not.toMatch(/__Host-|;\s*secure/i)
})
