// Server load benchmark: SSR throughput, latency and memory of the production build.
// Usage: npm run build && npm run bench:load [-- --duration 10] [-- --soak 300] [-- --port 3330]
//        npm run build && npm run bench:load -- --cluster   (1 vs 3 instances vs static nginx: load-cluster.mjs)
//
// Starts the production server (demo API in-process) and, beside it, a trivial Node server
// answering the same /vol HTML from memory (the ceiling, uncompressed). Requests ask for HTML
// with `accept-encoding: br, gzip`, as a browser does. autocannon, 10 connections, on the
// ceiling, then `/`, `/vol`, a `/search` deep link (PAR→NCE, its results cached after the first
// request) and a product page, each for a cookieless visitor, a returning signed-out one (its
// reservation cookie) and signed-in ones (20, signed in through the demo mailbox: load-visitors.mjs,
// each request from the next; then on a new URL each time, a whole render; then 50 connections),
// with the server's CPU ms per answer and the HTML's KB (raw, brotli, its dehydrated state); then the cookieless deep
// link at 50 connections (errors, timeouts), then a churn of cookieless searches on 40 different
// routes and dates (the memory a crawler costs). Prints the table, RSS before and after; exits 1
// over the targets.
//
// --soak SECONDS: instead, 20 connections for that long on a mix of cookieless searches (40
// routes and dates), `/` and `/vol`; RSS after a warm-up (the first 20 % of the time, at least
// 30 s) and at the end must be within 15 % of each other, and ≤ 350 MB.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { cpuMs, htmlKB, rawRequest, returningVisitor, signedInVisitor } from './load-visitors.mjs'

// --cluster: instead, 1 instance vs 3 behind nginx vs static nginx (tests/bench/load-cluster.mjs).
if (process.argv.includes('--cluster')) {
  await import('./load-cluster.mjs')
}

const root = fileURLToPath(new URL('../../', import.meta.url))
const args = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback
}
const port = arg('port', Number(process.env.PORT) || 3330)
const ceilingPort = port + 1
const duration = arg('duration', 10)
const soak = arg('soak', 0)

/** Signed-in visitors of the bench, each request from the next. */
const SIGNED_IN = 20

const TARGETS = {
  vol: { rps: 500, p99: 100 },
  search: { rps: 150, p99: 250 },
  returningShare: 0.5,
  signedIn: { '/vol': { rps: 500, cpuMs: 3, p99x50: 150 }, '/search': { rps: 250, cpuMs: 6, p99x50: 300 } },
  rssMB: 350,
  soakDrift: 0.15,
}

const day = (n) => {
  const d = new Date(Date.now() + n * 86_400_000)
  return d.toISOString().slice(0, 10)
}
const searchPath = (from, to, dep, ret) => `/search?from=${from}&to=${to}&departure=${day(dep)}&return=${day(ret)}`
const DEEP_LINK = searchPath('PAR', 'NCE', 30, 37)
const ROUTES = ['NCE', 'NYC', 'LON', 'BCN', 'ROM', 'LIS', 'MAD', 'BER', 'AMS', 'MRS']
/** 40 distinct cookieless searches: what crawlers and first visits cost. */
const CHURN = ROUTES.flatMap((to, i) => [20, 40, 60, 80].map((dep) => searchPath('PAR', to, dep + i, dep + i + 7)))

const rssMB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

const app = spawn(process.execPath, ['src/platform/host/node-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://localhost:${port}`

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

/** What a browser's navigation sends (minus cookies): HTML, compressed. */
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip' }

function run(title, opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: 10, duration, timeout: 10, headers: HEADERS, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    instance.on('error', reject)
    process.stderr.write(`  ${title}…\n`)
  })
}

const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
  timeouts: r.timeouts,
  total: r.requests.total,
})

const pad = (s, n) => String(s).padEnd(n)
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–')

let failed = false
const fail = (message) => {
  failed = true
  console.log(`✗ ${message}`)
}

let ceiling
try {
  await waitForServer()
  const volHtml = await (await fetch(`${base}/vol`, { headers: { 'accept-encoding': 'identity' } })).text()
  ceiling = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(volHtml)
  }).listen(ceilingPort)
  // Warm-up: route chunks, the demo API's seed, the deep link's results.
  for (const path of ['/', '/vol', DEEP_LINK]) for (let i = 0; i < 5; i++) await (await fetch(`${base}${path}`)).text()
  const rssStart = rssMB(app.pid)
  console.log(`RSS after warm-up: ${fmt(rssStart)} MB`)

  if (soak > 0) {
    const warmup = Math.max(30, Math.round(soak * 0.2))
    const requests = [...CHURN, '/', '/vol'].map((path) => ({ method: 'GET', path }))
    await run(`warm-up ${warmup} s, 20 connections`, { url: base, connections: 20, duration: warmup, requests })
    const rssWarm = rssMB(app.pid)
    const r = summary(await run(`soak ${soak} s, 20 connections`, { url: base, connections: 20, duration: soak, requests }))
    const rssEnd = rssMB(app.pid)
    const drift = (rssEnd - rssWarm) / rssWarm
    console.log(
      `\nSoak: ${soak} s, 20 connections, ${r.total} requests (${fmt(r.rps)} req/s, p99 ${fmt(r.p99)} ms, ${r.errors} errors, ${r.timeouts} timeouts)`,
    )
    console.log(
      `RSS: ${fmt(rssStart)} MB at start, ${fmt(rssWarm)} MB after warm-up, ${fmt(rssEnd)} MB at the end (${drift >= 0 ? '+' : ''}${fmt(drift * 100, 1)} %)`,
    )
    if (Math.abs(drift) > TARGETS.soakDrift) fail(`RSS drift ${fmt(drift * 100, 1)} % > ${TARGETS.soakDrift * 100} %`)
    if (rssWarm > TARGETS.rssMB || rssEnd > TARGETS.rssMB) fail(`RSS over ${TARGETS.rssMB} MB`)
    if (r.errors || r.timeouts) fail(`${r.errors} errors, ${r.timeouts} timeouts`)
  } else {
    // Each page for three visitors: cookieless (a first visit, a crawler), returning signed out
    // (the reservation cookie a first page left) and signed in (through the demo mailbox).
    const product = /href="(\/product\/[^"?#]+)"/.exec((await rawRequest(`${base}/search-products`, { headers: { accept: 'text/html' } })).body.toString())?.[1]
    const pages = [
      ['/', '/'],
      ['/vol', '/vol'],
      ['/search', DEEP_LINK],
      ['product', product],
    ].filter(([, path]) => path)
    // Signed in: SIGNED_IN visitors in turn, one per request (each answer filled in for its visitor).
    const signedIn = []
    for (let i = 0; i < SIGNED_IN; i++) signedIn.push((await signedInVisitor(base)).header())
    const visitors = [
      ['cookieless', {}],
      ['session cookie', { cookie: (await returningVisitor(base)).header() }],
      [`signed in ×${SIGNED_IN}`, { cookie: signedIn[0] }],
    ]
    for (const [, headers] of visitors)
      for (const [, path] of pages) for (let i = 0; i < 3; i++) await rawRequest(`${base}${path}`, { headers: { ...HEADERS, ...headers } })
    for (const cookie of signedIn) for (const [, path] of pages) await rawRequest(`${base}${path}`, { headers: { ...HEADERS, cookie } })
    let turn = 0
    const inTurn = (path) => [
      { method: 'GET', path, setupRequest: (req) => ({ ...req, headers: { ...HEADERS, ...req.headers, cookie: signedIn[++turn % SIGNED_IN] } }) },
    ]

    const results = []
    const line = async (label, opts, { visitor = 'cookieless', path, key, headers = opts.headers } = {}) => {
      const cpuBefore = cpuMs(app.pid)
      const r = summary(await run(`${label}, ${visitor}`, opts))
      const cpu = (cpuMs(app.pid) - cpuBefore) / Math.max(1, r.total)
      const kb = path ? await htmlKB(`${base}${path}`, { ...HEADERS, ...headers }) : undefined
      results.push({ label, visitor, key, cpu, kb, ...r })
      return r
    }
    await line('static ceiling (/vol HTML)', { url: `http://localhost:${ceilingPort}/vol` }, { visitor: '–', key: 'ceiling' })
    for (const [visitor, cookies] of visitors) {
      for (const [name, path] of pages) {
        const label = name === '/search' ? '/search deep link (PAR→NCE)' : name === 'product' ? 'product page' : name
        const opts = cookies === visitors.at(-1)[1] ? { url: base, requests: inTurn(path) } : { url: `${base}${path}`, headers: { ...HEADERS, ...cookies } }
        await line(label, opts, { visitor, path, headers: cookies, key: `${visitor.startsWith('signed in') ? 'signed in' : visitor} ${name}` })
      }
    }
    // A signed-in visitor on a new URL each time (an unknown query parameter): what a whole render costs.
    let fresh = 0
    for (const [name, path] of pages) {
      const label = name === '/search' ? '/search deep link (PAR→NCE)' : name === 'product' ? 'product page' : name
      const requests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${path}${path.includes('?') ? '&' : '?'}fresh=${++fresh}` }) }]
      await line(label, { url: base, headers: { ...HEADERS, cookie: signedIn[0] }, requests }, { visitor: 'signed in, new URL', key: `fresh ${name}` })
    }
    await line('/search deep link, 50 connections', { url: `${base}${DEEP_LINK}`, connections: 50 }, { key: 'search x50' })
    for (const [name, path] of pages.filter(([name]) => name === '/vol' || name === '/search'))
      await line(
        `${name}, 50 connections`,
        { url: base, connections: 50, requests: inTurn(path) },
        { visitor: `signed in ×${SIGNED_IN}`, key: `signed in x50 ${name}` },
      )
    const rssAfterPages = rssMB(app.pid)
    await line('/search, 40 searches (uncached)', { url: base, requests: CHURN.map((path) => ({ method: 'GET', path })) }, { key: 'churn' })
    const rssEnd = rssMB(app.pid)

    const ceilingRps = results[0].rps
    console.log(
      `\nautocannon, ${duration} s per line, 10 connections unless said; CPU: the server process's (the demo API in it) over the answers completed in the line (answers in flight at its end add to it: high when answers take seconds)\n`,
    )
    const columns = [
      ['page', 36],
      ['visitor', 16],
      ['req/s', 7],
      ['p50', 7],
      ['p99', 7],
      ['errors', 6],
      ['timeouts', 8],
      ['share of the ceiling', 20],
      ['CPU ms/page', 11],
      ['HTML KB raw / br / state', 24],
    ]
    console.log(`| ${columns.map(([title, width]) => pad(title, width)).join(' | ')} |`)
    console.log(`|${columns.map(([, width]) => '-'.repeat(width + 2)).join('|')}|`)
    for (const r of results) {
      const share = r.key === 'ceiling' ? '100 %' : `${fmt((r.rps / ceilingRps) * 100, 1)} %`
      const cells = [
        r.label,
        r.visitor,
        fmt(r.rps),
        `${r.p50} ms`,
        `${r.p99} ms`,
        r.errors,
        r.timeouts,
        share,
        fmt(r.cpu, 2),
        r.kb ? `${fmt(r.kb.raw, 1)} / ${fmt(r.kb.br, 1)} / ${fmt(r.kb.state, 1)}` : '',
      ]
      console.log(`| ${cells.map((cell, i) => pad(cell, columns[i][1])).join(' | ')} |`)
    }
    console.log(`\nRSS: ${fmt(rssStart)} MB after warm-up, ${fmt(rssAfterPages)} MB after the page runs, ${fmt(rssEnd)} MB after the search churn`)

    const byKey = Object.fromEntries(results.map((r) => [r.key, r]))
    const vol = byKey['cookieless /vol']
    const search = byKey['cookieless /search']
    if (vol.rps < TARGETS.vol.rps) fail(`/vol ${fmt(vol.rps)} req/s < ${TARGETS.vol.rps}`)
    if (vol.p99 > TARGETS.vol.p99) fail(`/vol p99 ${vol.p99} ms > ${TARGETS.vol.p99} ms`)
    if (search.rps < TARGETS.search.rps) fail(`/search ${fmt(search.rps)} req/s < ${TARGETS.search.rps}`)
    if (search.p99 > TARGETS.search.p99) fail(`/search p99 ${search.p99} ms > ${TARGETS.search.p99} ms`)
    // A returning signed-out visitor gets what a first visit gets (issue 37): half the ceiling at least.
    for (const name of ['/vol', '/search']) {
      const returning = byKey[`session cookie ${name}`]
      if (returning.rps < ceilingRps * TARGETS.returningShare)
        fail(`${name} with a session cookie: ${fmt((returning.rps / ceilingRps) * 100, 1)} % of the ceiling < ${TARGETS.returningShare * 100} %`)
    }
    // Signed in, each answer filled in for its visitor from the page kept for all.
    for (const name of ['/vol', '/search']) {
      const target = TARGETS.signedIn[name]
      const r = byKey[`signed in ${name}`]
      if (r.rps < target.rps) fail(`${name} signed in: ${fmt(r.rps)} req/s < ${target.rps}`)
      if (r.cpu > target.cpuMs) fail(`${name} signed in: ${fmt(r.cpu, 2)} CPU ms per page > ${target.cpuMs}`)
      const x50 = byKey[`signed in x50 ${name}`]
      if (x50.p99 > target.p99x50) fail(`${name} signed in, 50 connections: p99 ${x50.p99} ms > ${target.p99x50} ms`)
    }
    for (const r of results) {
      if (r.key === 'ceiling') continue
      if (r.errors || r.timeouts) fail(`${r.label}, ${r.visitor}: ${r.errors} errors, ${r.timeouts} timeouts`)
    }
    if (rssEnd > TARGETS.rssMB) fail(`RSS ${fmt(rssEnd)} MB > ${TARGETS.rssMB} MB`)
  }
  console.log(failed ? '\nOver budget.' : '\nWithin budget.')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  ceiling?.close()
  app.kill()
}
process.exit(failed ? 1 : 0)
