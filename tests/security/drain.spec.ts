import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { Agent, get, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'

/**
 * SIGTERM drains without cutting a connection (the built Node server on its own port): a load
 * balancer's keep-alive connection that is idle when the signal arrives still carries its next
 * request (answered with `connection: close`), and an answer already ended but not yet read by
 * a slow client arrives whole. Cutting idle connections (http.Server's close and
 * closeIdleConnections) reset the request nginx had just written on one and truncated the other.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 23
const BASE = `http://127.0.0.1:${PORT}`
const root = fileURLToPath(new URL('../..', import.meta.url))

test.describe.configure({ mode: 'serial' })

let server: ChildProcess
let output = ''
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>

test.beforeEach(async () => {
  test.setTimeout(90_000)
  output = ''
  server = spawn('node', ['src/platform/host/node-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', DEMO_CONTROLS: '' },
  })
  server.stdout!.on('data', (chunk) => (output += String(chunk)))
  server.stderr!.on('data', (chunk) => (output += String(chunk)))
  exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })))
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited: ${output}`)
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`server not ready: ${output}`)
})

test.afterEach(async () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL')
    await exited
  }
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function request(path: string, agent: Agent): Promise<{ response: IncomingMessage; body: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = get(`${BASE}${path}`, { agent, headers: { accept: 'text/html' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ response, body, reused: req.reusedSocket }))
      response.on('error', reject)
    })
    req.on('error', reject)
  })
}

test('an idle keep-alive connection is not cut at SIGTERM: its next request is answered, then it closes', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const first = await request('/vol', agent)
  expect(first.response.statusCode).toBe(200)
  expect(first.response.headers.connection).toBe('keep-alive')

  server.kill('SIGTERM')
  // Longer than the old sweep of idle connections (at once, then every 100 ms).
  await sleep(400)
  // The listener is closed: only the kept connection can answer this one.
  const next = await request('/vol', agent)
  expect(next.reused).toBe(true)
  expect(next.response.statusCode).toBe(200)
  expect(next.body).toContain('</html>')
  expect(next.response.headers.connection).toBe('close')
  agent.destroy()

  expect(await exited).toEqual({ code: 0, signal: null })
  expect(output).toMatch(/SIGTERM: arrêt propre/)
})

test('answers ended but not yet read by a slow client arrive whole after SIGTERM', async () => {
  // The largest built file (identity: no accept-encoding), asked 8 times on one connection, so
  // more is written than the kernel's socket buffers hold while the client does not read.
  const dir = `${root}dist/client/assets`
  const assets = readdirSync(dir).filter((name) => /\.(js|json)$/.test(name))
  const big = assets.map((name) => ({ name, size: statSync(`${dir}/${name}`).size })).sort((a, b) => b.size - a.size)[0]!
  expect(big.size).toBeGreaterThan(500_000)
  const copies = 8

  const socket = connect(PORT, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let received = 0
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.on('error', () => undefined)
  socket.pause()
  socket.write(`GET /assets/${big.name} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`.repeat(copies))
  // Let the server answer and fill the socket, then signal while the client still reads nothing.
  await sleep(1500)
  server.kill('SIGTERM')
  await sleep(400)
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length
  })
  socket.resume()
  // The server ends the connection itself: with its last answer's `connection: close`, or
  // after its keep-alive timeout.
  await closed
  expect(received).toBeGreaterThanOrEqual(copies * big.size)
  expect(await exited).toEqual({ code: 0, signal: null })
})

test('connections the kernel queued while the server was busy are answered, not reset, when SIGTERM arrives', async () => {
  // Stopped, the server accepts nothing: these connections and their requests wait in its queue.
  server.kill('SIGSTOP')
  const agent = new Agent({ keepAlive: false })
  const queued = Array.from({ length: 6 }, () =>
    request('/healthz', agent).then(
      (r) => r.response.statusCode,
      (error: Error) => error.message,
    ),
  )
  await sleep(300)
  server.kill('SIGTERM')
  server.kill('SIGCONT')
  // Every queued request gets an answer, none a reset. A request the server reads in the same
  // turn of its event loop as the signal is answered before the drain starts (libuv runs signal
  // handlers last in a turn): 200 then; the ones read after it say draining (503).
  const statuses = await Promise.all(queued)
  for (const status of statuses) expect([200, 503]).toContain(status)
  expect(statuses).toContain(503)
  expect(await exited).toEqual({ code: 0, signal: null })
})
