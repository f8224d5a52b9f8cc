import { readdirSync, readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { startServer as startSpawned } from '../spawn-server'

/**
 * The production Node server's own limits, against the built server started here on ports of its
 * own (node-server.mjs, limits.mjs): body cap (413 without reading the rest), slow and silent
 * sockets closed, load shedding (503 + Retry-After), HEAD as GET, the revalidate hook's
 * refusals, CSP on what the app does not answer, one structured log line per abandoned request,
 * Secure cookies from a trusted proxy's HTTPS only.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const BASE_PORT = Number(process.env.SECURITY_PORT ?? 3431)

interface Server {
  url: string
  pid: number
  output: string[]
  stop: () => Promise<void>
}

/** Starts the built server with `env`, keeping its output lines; ready when /healthz answers. */
async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const url = `http://127.0.0.1:${port}`
  const spawned = await startSpawned(process.execPath, ['src/platform/host/node-server.mjs'], {
    readyUrl: `${url}/healthz`,
    env: { NODE_ENV: 'production', PORT: String(port), PAGE_CACHE_MS: '0', SHUTDOWN_TIMEOUT_S: '1', ...env },
    output: 'collect',
  })
  return { url, pid: spawned.pid, output: spawned.lines, stop: spawned.stop }
}

const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

/** A raw connection: what it received, and when (ms after opening) it was closed. */
function rawSocket(port: number) {
  const socket: Socket = connect(port, '127.0.0.1')
  const opened = Date.now()
  const state = { received: '', closedAfterMs: -1, socket }
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (state.received += chunk))
  socket.on('error', () => undefined)
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      state.closedAfterMs = Date.now() - opened
      resolve(state.closedAfterMs)
    }),
  )
  return { ...state, state, closed, ready: new Promise<void>((resolve) => socket.once('connect', () => resolve())) }
}

const sameOrigin = (url: string) => ({ origin: url, 'sec-fetch-site': 'same-origin' })

// One worker, in order (one server for the file); a failure does not skip the rest.
test.describe.configure({ mode: 'default' })

let server: Server

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer(BASE_PORT, { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '4000', IDLE_TIMEOUT_MS: '2000' })
})
test.afterAll(async () => server?.stop())

test.describe('request bodies are capped (413) without being read', () => {
  test('a declared length over the cap is refused at once, on server functions, demo API and revalidate routes', async () => {
    for (const path of ['/_serverFn/abc', '/api/v2/auth/login', '/api/revalidate?tag=header']) {
      const raw = rawSocket(BASE_PORT)
      await raw.ready
      raw.socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n`)
      raw.socket.write('{"a":"' + 'x'.repeat(64 * 1024))
      // The answer comes with the rest unsent, and the server closes the connection.
      expect(await raw.closed).toBeLessThan(3000)
      expect(raw.state.received).toMatch(/^HTTP\/1\.1 413 /)
      expect(raw.state.received.toLowerCase()).toContain('connection: close')
      expect(raw.state.received).toContain('La requête est trop volumineuse.')
    }
  })

  test('a 50 MB chunked upload is cut off at the cap: 413, the server stops reading, its memory stays flat', async () => {
    const before = rssMB(server.pid)
    const raw = rawSocket(BASE_PORT)
    await raw.ready
    raw.socket.write(
      `POST /_serverFn/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${Object.entries(
        sameOrigin(server.url),
      )
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
    )
    const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 'x'), Buffer.from('\r\n')])
    let sent = 0
    const started = Date.now()
    // Paced like a real upload (64 KiB every 5 ms): the client reads the answer as soon as it comes
    // (a write into the closed connection would reset it before the answer is read).
    while (sent < 50 * 1024 * 1024 && raw.state.closedAfterMs < 0 && !raw.state.received) {
      raw.socket.write(chunk)
      sent += 0x10000
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await Promise.race([raw.closed, new Promise((resolve) => setTimeout(resolve, 3000))])
    expect(raw.state.received).toMatch(/^HTTP\/1\.1 413 /)
    expect(sent).toBeLessThan(4 * 1024 * 1024)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(rssMB(server.pid) - before).toBeLessThan(40)
    raw.socket.destroy()
  })

  test('a body within the cap still reaches the app', async () => {
    const reply = await fetch(`${server.url}/api/revalidate?tag=header`, { method: 'POST', body: 'x'.repeat(1000) })
    expect(reply.status).toBe(200)
  })
})

test.describe('slow and silent clients are disconnected', () => {
  test('a socket that sends nothing is closed within the timeouts', async () => {
    const raw = rawSocket(BASE_PORT)
    await raw.ready
    const closedAfter = await Promise.race([raw.closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8000))])
    expect(closedAfter).toBeGreaterThan(1000)
    expect(closedAfter).toBeLessThan(5000)
  })

  test('a slow-loris sending its headers a byte at a time is cut off after the header timeout', async () => {
    const raw = rawSocket(BASE_PORT)
    await raw.ready
    const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(200)
    let i = 0
    const drip = setInterval(() => {
      if (raw.state.closedAfterMs < 0 && i < request.length) raw.socket.write(request[i++]!)
    }, 100)
    const closedAfter = await Promise.race([raw.closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000))])
    clearInterval(drip)
    // The drip keeps the socket busy (no idle timeout): the header timeout (1 s, checked every second) closes it.
    expect(closedAfter).toBeGreaterThan(900)
    expect(closedAfter).toBeLessThan(4000)
    expect(raw.state.received === '' || /^HTTP\/1\.1 408 /.test(raw.state.received)).toBe(true)
  })
})

test('HEAD on the demo API answers as GET, without a body', async () => {
  for (const path of ['/api/v2/demo/mailbox', '/api/v2/demo/mailbox.json', '/api/v2/no-such-thing', '/api/v2/demo/airlines/AF.svg']) {
    const get = await fetch(`${server.url}${path}`)
    const head = await fetch(`${server.url}${path}`, { method: 'HEAD' })
    expect(head.status, path).toBe(get.status)
    expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'))
    expect(await head.text()).toBe('')
  }
})

test('the revalidate hook refuses cross-site requests, even from this machine', async () => {
  const post = (headers: Record<string, string>) => fetch(`${server.url}/api/revalidate?tag=header`, { method: 'POST', headers })
  expect((await post({ origin: 'https://evil.example' })).status).toBe(403)
  expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  expect((await post({})).status).toBe(200)
})

test('/healthz and static files carry a strict CSP', async () => {
  const asset = readdirSync(`${root}dist/client/assets`).find((name) => name.endsWith('.js'))!
  for (const path of ['/healthz', `/assets/${asset}`]) {
    const reply = await fetch(`${server.url}${path}`)
    expect(reply.status, path).toBe(200)
    expect(reply.headers.get('content-security-policy'), path).toContain("default-src 'none'")
  }
})

test('one structured log line per abandoned request, with its id; the id is echoed', async () => {
  const echoed = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'probe-123' } })
  expect(echoed.headers.get('x-request-id')).toBe('probe-123')
  expect((await fetch(`${server.url}/healthz`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

  const from = server.output.length
  for (const id of ['abandon-1', 'abandon-2']) {
    const raw = rawSocket(BASE_PORT)
    await raw.ready
    raw.socket.write(
      `POST /_serverFn/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\nX-Request-Id: ${id}\r\n` +
        `Origin: ${server.url}\r\nSec-Fetch-Site: same-origin\r\n\r\n{"a":`,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    raw.socket.destroy()
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const lines = server.output.slice(from)
  // Every line is one JSON object (no stack trace spread over lines).
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
  for (const id of ['abandon-1', 'abandon-2']) {
    const mine = lines.filter((line) => line.includes(id)).map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ event: 'request_aborted', reqId: id, method: 'POST', path: '/_serverFn/abc' })
  }
})

test('a saturated server sheds app requests with a fast 503 + Retry-After, never /healthz', async () => {
  test.setTimeout(120_000)
  const busy = await startServer(BASE_PORT + 1, { SHED_IN_FLIGHT: '1' })
  try {
    const search = (i: number) =>
      fetch(`${busy.url}/search?from=PAR&to=NYC&departure=2027-03-${String(10 + i).padStart(2, '0')}&return=2027-03-25`, {
        headers: { accept: 'text/html', cookie: 'consent=1' },
      }).then(async (reply) => ({ reply, html: await reply.text() }))
    await search(9)
    const answers = await Promise.all([search(0), search(1), search(2), search(3), search(4), search(5)])
    const shed = answers.filter(({ reply }) => reply.status === 503)
    expect(answers.some(({ reply }) => reply.status === 200)).toBe(true)
    expect(shed.length).toBeGreaterThan(0)
    // Refused because one was in flight (SHED_IN_FLIGHT=1), not queued behind it.
    for (const { reply, html } of shed) {
      expect(reply.headers.get('retry-after')).toBe('5')
      expect(html).toContain('Service momentanément surchargé')
    }
    // /healthz is never shed, even with a request in flight.
    const inFlight = search(7)
    expect((await fetch(`${busy.url}/healthz`)).status).toBe(200)
    await inFlight
    // Once the answers are sent (streamed pages, cache hits, 404s), nothing stays counted in flight.
    for (const path of ['/', '/vol', '/search?from=PAR&to=NYC&departure=2027-03-10&return=2027-03-25', '/no-such-page', '/']) {
      const reply = await fetch(`${busy.url}${path}`, { headers: { accept: 'text/html' } })
      await reply.text()
      expect(reply.status, path).not.toBe(503)
    }
  } finally {
    await busy.stop()
  }
})

test('session cookies are Secure (and __Host-) behind a trusted proxy saying HTTPS, not on an untrusted header', async () => {
  test.setTimeout(120_000)
  const proxied = await startServer(BASE_PORT + 2, { TRUST_PROXY: 'loopback' })
  try {
    const page = (url: string) =>
      fetch(`${url}/vol`, { headers: { accept: 'text/html', cookie: 'consent=1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' } })
    const trusted = (await page(proxied.url)).headers.getSetCookie().join('\n')
    expect(trusted).toMatch(/__Host-session=[^;]+;.*Secure/i)
    const untrusted = (await page(server.url)).headers.getSetCookie().join('\n')
    expect(untrusted).toMatch(/(^|\n)session=/)
    expect(untrusted).not.toMatch(/__Host-|Secure/i)
  } finally {
    await proxied.stop()
  }
})
