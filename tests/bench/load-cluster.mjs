// Load of the cluster, `npm run bench:load -- --cluster [--duration 10] [--soak 60]`:
// req/s and p99 of `/`, `/vol` and a cookieless `/search` deep link on 1 instance (directly)
// and on 3 behind nginx, beside nginx serving the same /vol HTML as a static file (the
// machine's ceiling, measured in the same minute); then RSS of the instances before and after
// `--soak` seconds (default 60) of mixed load through nginx. autocannon, 50 connections,
// loopback only; the cluster (tests/cluster/cluster.mjs) is started and stopped here. Build first.
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { startCluster } from '../cluster/cluster.mjs'

const args = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback
}
const duration = arg('duration', 10)
const soak = arg('soak', 60)
const connections = arg('connections', 50)
const TARGETS = { volRps: 500, volP99: 100, share: 0.25, rssDrift: 0.15 }

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const DEEP_LINK = `/search?from=PAR&to=NCE&departure=${day(30)}&return=${day(37)}`
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }

function run(title, opts) {
  process.stderr.write(`  ${title}…\n`)
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration, timeout: 10, headers: HEADERS, ...opts }, (error, result) => (error ? reject(error) : resolve(result)))
    instance.on('error', reject)
  })
}
const summary = (r) => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, timeouts: r.timeouts })
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–')
const pad = (s, n) => String(s).padEnd(n)

let failed = false
const fail = (message) => {
  failed = true
  console.log(`✗ ${message}`)
}

const cluster = await startCluster({ log: (m) => process.stderr.write(`${m}\n`) })
try {
  const one = cluster.appUrls[0]
  // Warm-up: route chunks, the demo API's seed, the deep link's search, every instance.
  for (const path of ['/', '/vol', DEEP_LINK]) for (let i = 0; i < 6; i++) await (await fetch(`${cluster.url}${path}`, { headers: HEADERS })).arrayBuffer()
  const rows = []
  const load = loadavg()[0]
  rows.push(['static nginx (/vol HTML file)', summary(await run('static ceiling', { url: `${cluster.staticUrl}/vol` }))])
  for (const [label, path] of [
    ['/', '/'],
    ['/vol', '/vol'],
    ['/search deep link', DEEP_LINK],
  ]) {
    rows.push([`${label}, 1 instance`, summary(await run(`${label}, 1 instance`, { url: `${one}${path}` }))])
    rows.push([`${label}, 3 instances + nginx`, summary(await run(`${label}, 3 instances`, { url: `${cluster.url}${path}` }))])
  }
  const ceiling = rows[0][1].rps
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s per line, cookieless HTML (br), loopback; load average before: ${fmt(load, 2)} (2 cores, shared)\n`,
  )
  console.log(`| ${pad('target', 38)} | ${pad('req/s', 7)} | ${pad('p50', 7)} | ${pad('p99', 7)} | ${pad('errors', 6)} | share of the ceiling |`)
  console.log(`|${'-'.repeat(40)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(8)}|${'-'.repeat(22)}|`)
  for (const [label, r] of rows) {
    console.log(
      `| ${pad(label, 38)} | ${pad(fmt(r.rps), 7)} | ${pad(`${r.p50} ms`, 7)} | ${pad(`${r.p99} ms`, 7)} | ${pad(r.errors, 6)} | ${pad(`${fmt((r.rps / ceiling) * 100, 1)} %`, 20)} |`,
    )
  }

  const rss = () => cluster.procs.apps.map((child) => cluster.rssMB(child))
  const before = rss()
  const mixed = [DEEP_LINK, '/', '/vol'].map((path) => ({ method: 'GET', path }))
  const soaked = summary(await run(`${soak} s of mixed load through nginx`, { url: cluster.url, duration: soak, connections: 20, requests: mixed }))
  const after = rss()
  console.log(
    `\n${soak} s of mixed load (/search deep link, /, /vol; 20 connections) through nginx: ${fmt(soaked.rps)} req/s, p99 ${soaked.p99} ms, ${soaked.errors} errors`,
  )
  console.log(`RSS per instance before → after: ${before.map((b, i) => `${fmt(b)} → ${fmt(after[i])} MB`).join(' ; ')}`)

  const vol1 = rows.find(([label]) => label === '/vol, 1 instance')[1]
  if (vol1.rps < TARGETS.volRps) fail(`/vol on 1 instance ${fmt(vol1.rps)} req/s < ${TARGETS.volRps}`)
  if (vol1.p99 > TARGETS.volP99) fail(`/vol on 1 instance p99 ${vol1.p99} ms > ${TARGETS.volP99} ms`)
  if (vol1.rps < TARGETS.share * ceiling) fail(`/vol on 1 instance ${fmt((vol1.rps / ceiling) * 100, 1)} % of the ceiling < ${TARGETS.share * 100} %`)
  for (const [label, r] of rows) if (r.errors || r.timeouts) fail(`${label}: ${r.errors} errors, ${r.timeouts} timeouts`)
  before.forEach((b, i) => {
    if ((after[i] - b) / b > TARGETS.rssDrift) fail(`app-${i + 1} RSS +${fmt(((after[i] - b) / b) * 100, 1)} % over ${soak} s`)
  })
  console.log(failed ? '\nOver budget (on a shared machine: compare with the ceiling line).' : '\nWithin budget.')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await cluster.stop()
}
process.exit(failed ? 1 : 0)
