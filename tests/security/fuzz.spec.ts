import { expect, test, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { toJSON } from 'seroval'
import { checkEmailSearchSchema } from '~/features/account/check-email'
import { bookingSearchSchema } from '~/features/booking/booking.schema'
import { productPageSearchSchema, productSearchSchema } from '~/features/catalogue/search.schema'
import { flightSearchSchema } from '~/features/flights/search.schema'
import { builtServerFns, ENGLISH_INTERNALS, ENGLISH_WORDS, SAME_ORIGIN, visibleText } from './server-fns'

/**
 * A bounded, seeded fuzz of the built server (the Playwright web server, NODE_ENV=production):
 * every route's search params (their keys read from the routes' zod schemas) and every server
 * function's input (read from the build's manifest) get arbitrary and hostile values. No answer
 * is a 5xx, and none carries English internals (error texts, stack frames). The seed is fixed,
 * so a failure reproduces; FUZZ_SEED and FUZZ_RUNS change them for a longer local run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 4242)
const RUNS = Number(process.env.FUZZ_RUNS ?? 1)

/** The zod object's keys (classic or mini). */
function keysOf(schema: { schema: unknown }): string[] {
  const def = (schema.schema as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def
  return Object.keys(def.shape)
}

/** Each page route and the search keys it reads (its schema's); '$' stands for a path segment. */
const ROUTES: { path: string; keys: string[] }[] = [
  { path: '/', keys: [] },
  { path: '/vol', keys: ['_type'] },
  { path: '/search', keys: keysOf(flightSearchSchema) },
  { path: '/search-products', keys: keysOf(productSearchSchema) },
  { path: '/product/$', keys: keysOf(productPageSearchSchema) },
  { path: '/auth/check-email', keys: keysOf(checkEmailSearchSchema) },
  ...['fares', 'passengers', 'contact', 'ancillaries', 'insurance', 'summary', 'confirmation'].map((step) => ({
    path: `/booking/${step}`,
    keys: keysOf(bookingSearchSchema),
  })),
  ...['client-details', 'communication-preferences', 'favorites', 'travelers', 'viewed'].map((page) => ({ path: `/client-space/${page}`, keys: [] })),
]

/** Raw URL text that no encoder would produce: broken escapes, NUL, overlong UTF-8, traversal. */
const RAW_HOSTILE = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ff%fe',
  '%00',
  '%0d%0a',
  '..%2f..%2f',
  '%2e%2e',
  '%5B%5D',
  '%7B%22__proto__%22%3A1%7D',
  '%EF%BF%BF',
  '%ED%A0%80',
]

/** Hostile values, as text (URL-encoded before they go into a URL). */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '..',
    '../../etc/passwd',
    '\u0000',
    '\uFEFF',
    '\u202E',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9007199254740993',
    'true',
    '[]',
    '{}',
    '[[[[[[[[[[]]]]]]]]]]',
    '<script>alert(1)</script>',
    "'; DROP TABLE--",
    'é'.repeat(300),
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.json({ maxDepth: 3 }),
  fc.nat({ max: 5000 }).map((n) => 'a'.repeat(n)),
)

const encodedValue = fc.oneof({ weight: 4, arbitrary: hostileText.map(encodeURIComponent) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_HOSTILE) })

function queryFor(keys: string[]) {
  const key = fc.oneof(
    { weight: 5, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', '__proto__[x]', 'a[]', '', '%', '%00') },
  )
  return fc
    .array(fc.tuple(key, encodedValue), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k.startsWith('%') ? k : encodeURIComponent(k)}=${v}`).join('&'))
}

const segment = fc.oneof(hostileText.map(encodeURIComponent), fc.constantFrom('..', '%2e%2e', '.', '%2F', 'a%00b', '%E0%A4%A', 'x'.repeat(300)))

function pageUrl() {
  return fc
    .constantFrom(...ROUTES)
    .chain((route) => fc.tuple(fc.constant(route), queryFor(route.keys), segment))
    .map(([route, query, seg]) => `${route.path.replace('$', seg)}${query ? `?${query}` : ''}`)
}

async function expectSafePage(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 })
  const body = await response.text()
  expect(response.status(), `${url} → ${response.status()}`).toBeLessThan(500)
  expect(body.match(ENGLISH_INTERNALS)?.[0], `English internals in ${url}`).toBeUndefined()
}

test('fuzz: every route’s search params never give a 5xx or English internals', async ({ request }) => {
  test.setTimeout(120_000)
  await fc.assert(
    fc.asyncProperty(pageUrl(), async (url) => {
      await expectSafePage(request, url)
    }),
    { seed: SEED, numRuns: 160 * RUNS, endOnFailure: true },
  )
})

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const
const CONTENT_TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/x-tss-framed',
] as const

/** Values a function's `data` may be: JSON, and what seroval carries beyond it. */
const anyData = fc.oneof(
  fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withBoxedValues: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
  fc.record(
    {
      orderId: hostileText,
      id: fc.oneof(fc.integer(), hostileText),
      slug: hostileText,
      step: hostileText,
      amountCents: fc.oneof(fc.integer(), hostileText),
      search: fc.object(),
      path: hostileText,
    },
    { requiredKeys: [] },
  ),
)

/** Payload texts: seroval of arbitrary data, raw JSON, seroval-like nodes, empty, garbage. */
const payloadText = fc.oneof(
  { weight: 4, arbitrary: anyData.map((data) => JSON.stringify(toJSON({ data }))) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .record(
        {
          t: fc.integer({ min: -1, max: 60 }),
          i: fc.integer({ min: -1, max: 3 }),
          s: fc.oneof(fc.string(), fc.integer()),
          p: fc.constant({ k: ['__proto__', 'constructor'], v: [{ t: 10, i: 1, p: { k: ['polluted'], v: [{ t: 2, s: 1 }] } }] }),
        },
        { requiredKeys: ['t'] },
      )
      .map((node) => JSON.stringify(node)),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '{', '{"t":', '\u0000', '[]'.repeat(2000)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
)

const callOf = (ids: string[]) =>
  fc.record({
    id: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'valueOf', '..', '%2e%2e', 'x'.repeat(300), '') },
    ),
    // Mostly the framework's own methods and content type, so that most calls reach a function.
    method: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('GET', 'POST') }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
    contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
    payload: payloadText,
    protocolHeader: fc.boolean(),
  })

test('fuzz: every server function’s input never gives a 5xx or English internals', async ({ request }) => {
  test.setTimeout(120_000)
  const fns = builtServerFns()
  expect(fns.length).toBeGreaterThan(40)
  const statuses = new Map<number, number>()
  await fc.assert(
    fc.asyncProperty(callOf(fns.map((f) => f.id)), async ({ id, method, contentType, payload, protocolHeader }) => {
      const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }
      if (protocolHeader) headers['x-tsr-serverfn'] = SAME_ORIGIN['x-tsr-serverfn']
      if (contentType) headers['content-type'] = contentType
      const url = `/_serverFn/${id}${method === 'GET' ? `?payload=${encodeURIComponent(payload)}` : ''}`
      const response = await request.fetch(url, {
        method,
        headers,
        data: method === 'GET' || method === 'OPTIONS' ? undefined : Buffer.from(payload),
        maxRedirects: 0,
      })
      const text = visibleText(await response.text())
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
      const label = `${method} ${contentType ?? '-'} ${url.slice(0, 120)} ${payload.slice(0, 120)} → ${response.status()}`
      expect(response.status(), label).toBeLessThan(500)
      expect(text.match(ENGLISH_INTERNALS)?.[0], label).toBeUndefined()
      const failed = response.status() >= 400 || /^\{"t":10,"i":0,"p":\{"k":\["error"\]/.test(text)
      if (failed) expect(text.match(ENGLISH_WORDS)?.[0], `${label}: ${text.slice(0, 200)}`).toBeUndefined()
    }),
    { seed: SEED, numRuns: 500 * RUNS, endOnFailure: true },
  )
  // The calls reached the functions (some ran, some were refused by their validators or the
  // guard), not only the CSRF check: a fuzz that never passes the door proves nothing.
  test.info().annotations.push({ type: 'statuses', description: JSON.stringify(Object.fromEntries(statuses)) })
  expect(statuses.get(200) ?? 0).toBeGreaterThan(20)
  expect(statuses.get(403) ?? 0).toBe(0)
  // The server is still whole: no prototype was polluted by a payload.
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
})
