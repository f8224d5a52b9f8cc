// A local cluster of the production build: Debian's redis-server, the demo API as its
// own service, 3 app instances and nginx in front (round-robin, no sticky sessions, passive
// failover). `npm run build && npm run cluster` prints the address and runs until Ctrl-C (or
// CLUSTER_MINUTES, default 60); everything it started is stopped on exit. The cluster tests
// (`npm run test:cluster`) start it through `startCluster()`.
//
// Ports (CLUSTER_PORT, default 3320): nginx = P, redis = P+1, static ceiling = P+2, demo API =
// P-1, app instances = P-9, P-8, P-7. redis-server and nginx are installed with apt-get when absent.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDemoApi } from '../../src/platform/host/demo-api-service.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function which(name) {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', '/sbin', '/bin']) if (existsSync(join(dir, name))) return join(dir, name)
  return null
}

/** redis-server (or valkey-server) and nginx, installed from Debian when absent (as .ci/run does for Chromium). */
export function ensureTools() {
  const missing = []
  if (!which('redis-server') && !which('valkey-server')) missing.push('redis-server')
  if (!which('nginx')) missing.push('nginx')
  if (missing.length) {
    console.log(`Installation de ${missing.join(', ')} (apt-get)…`)
    const sudo = process.getuid?.() === 0 ? [] : ['sudo']
    const run = (args) => {
      const result = spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
      if (result.status !== 0) throw new Error(`${args.join(' ')} failed`)
    }
    run(['apt-get', 'update', '-qq'])
    run(['apt-get', 'install', '-y', '-qq', ...missing])
  }
  return { redis: which('redis-server') ?? which('valkey-server'), nginx: which('nginx') }
}

async function waitFor(url, { timeoutMs = 60_000, ok = (r) => r.ok } = {}) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if (ok(await fetch(url, { signal: AbortSignal.timeout(2000) }))) return
    } catch {
      // not up yet
    }
    await sleep(150)
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`)
}

async function waitForRedis(redisCli, port, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (spawnSync(redisCli, ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.includes('PONG')) return
    await sleep(100)
  }
  throw new Error(`redis on ${port} did not answer`)
}

/** nginx's idle timeout for its connections to the instances (below their keep-alive timeout). */
const UPSTREAM_KEEPALIVE_S = 4

function nginxConfig({ dir, port, staticPort, apps, demoPort, user }) {
  return `# Written by tests/cluster/cluster.mjs
daemon off;
worker_processes 1;
${user ? `user ${user};` : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  types { text/html html; }

  # Round-robin (no sticky sessions); passive health: an instance that refused a connection or
  # timed out is left out 5 s (an answer, even a 503, is never a failure: see location /).
  upstream app {
${apps.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Shorter than the app's keep-alive timeout (Node's 5 s): nginx closes an idle connection
    # before the app would, so it never sends a request on one the app is closing.
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }
  upstream demo_api {
    server 127.0.0.1:${demoPort};
    keepalive 16;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }

  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # nginx is the edge: it states the client's address and scheme, replacing what a client sent
    # (the instances trust them: TRUST_PROXY=loopback).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 1s;
    proxy_read_timeout 60s;
    proxy_buffering off;

    # The API's browser-facing pages (payment provider, mailbox, images) come from the API host.
    location /api/v2/ { proxy_pass http://demo_api; }
    location = /cache/agency.json { proxy_pass http://demo_api; }

    location / {
      proxy_pass http://app;
      # Passive failover on connection errors and timeouts only (a POST only when it never reached
      # the instance). Not on an instance's 5xx: a dependency's outage (Redis) makes every
      # instance answer 503, and counting those took all three out of rotation.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
    }

    # nginx's own 502/503/504 (no instance reachable): a French page, not nginx's English one.
    # The instances' own error pages pass through as they are (no proxy_intercept_errors).
    error_page 502 503 504 /indisponible.html;
    location = /indisponible.html {
      internal;
      root ${dir}/errors;
      default_type text/html;
      charset utf-8;
      add_header Cache-Control "no-store" always;
      add_header Retry-After "5" always;
    }
  }

  # The static ceiling of bench:load: the same HTML as a file.
  server {
    listen 127.0.0.1:${staticPort};
    root ${dir}/static;
    location / { try_files /page.html =404; default_type text/html; }
  }
}
`
}

/**
 * Starts the cluster; resolves when nginx answers /healthz through every instance.
 * Returns handles to stop, kill and restart its parts.
 */
export async function startCluster({ port = Number(process.env.CLUSTER_PORT ?? 3320), instances = 3, log = console.log, env: extraEnv = {} } = {}) {
  if (!existsSync(join(root, 'dist/server/server.js'))) throw new Error('No build: run `npm run build` first')
  const tools = ensureTools()
  buildDemoApi()
  const dir = mkdtempSync(join(tmpdir(), 'hv-cluster-'))
  for (const sub of ['nginx-body', 'nginx-proxy', 'nginx-fastcgi', 'nginx-uwsgi', 'nginx-scgi', 'static', 'redis', 'errors']) mkdirSync(join(dir, sub))
  copyFileSync(join(root, 'tests/cluster/unavailable.html'), join(dir, 'errors/indisponible.html'))
  const redisPort = port + 1
  const staticPort = port + 2
  const demoPort = port - 1
  const appPorts = Array.from({ length: instances }, (_, i) => port - 9 + i)
  const redisUrl = `redis://127.0.0.1:${redisPort}`
  const redisCli = which('redis-cli') ?? which('valkey-cli')
  const children = new Set()

  function start(name, command, args, env = {}) {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    child.name = name
    const out = []
    const keep = (chunk) => {
      out.push(String(chunk))
      if (out.length > 200) out.shift()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.output = out
    children.add(child)
    child.on('exit', () => children.delete(child))
    return child
  }

  const procs = { redis: null, demo: null, nginx: null, apps: [] }

  async function startRedis() {
    procs.redis = start('redis', tools.redis, [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      join(dir, 'redis'),
      '--save',
      '',
      '--appendonly',
      'yes',
      '--daemonize',
      'no',
    ])
    await waitForRedis(redisCli, redisPort)
  }

  async function startDemo() {
    procs.demo = start('demo-api', process.execPath, ['dist/demo-api/service.mjs'], {
      PORT: String(demoPort),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: 'demo',
      NODE_ENV: 'production',
      DEMO_PUBLIC_URL: '',
    })
    await waitFor(`http://127.0.0.1:${demoPort}/healthz`)
  }

  const appEnv = (i) => ({
    PORT: String(appPorts[i]),
    HOST: '127.0.0.1',
    INSTANCE_ID: `app-${i + 1}`,
    REDIS_URL: redisUrl,
    API_URL: `http://127.0.0.1:${demoPort}`,
    NODE_ENV: 'production',
    // Behind nginx on this machine: its X-Forwarded-For/Proto give the client's address and scheme.
    TRUST_PROXY: 'loopback',
    ...extraEnv,
  })

  async function startApp(i) {
    procs.apps[i] = start(`app-${i + 1}`, process.execPath, ['src/platform/host/node-server.mjs'], appEnv(i))
    await waitFor(`http://127.0.0.1:${appPorts[i]}/healthz`)
    return procs.apps[i]
  }

  async function stopProcess(child, signal = 'SIGTERM', timeoutMs = 20_000) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve({ code, signal: sig })))
    child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    const result = await exited
    clearTimeout(timer)
    return result
  }

  let stopped = false
  async function stop() {
    if (stopped) return
    stopped = true
    await Promise.all([...children].map((child) => stopProcess(child, 'SIGTERM', 5000)))
    rmSync(dir, { recursive: true, force: true })
  }
  const onExit = () => {
    for (const child of children) child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', onExit)

  try {
    await startRedis()
    await startDemo()
    await Promise.all(appPorts.map((_, i) => startApp(i)))
    // The static ceiling: the /vol page as the instances render it.
    writeFileSync(join(dir, 'static/page.html'), await (await fetch(`http://127.0.0.1:${appPorts[0]}/vol`)).text())
    const user = process.getuid?.() === 0 ? 'root' : ''
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port, staticPort, apps: appPorts, demoPort, user }))
    execFileSync(tools.nginx, ['-t', '-q', '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' })
    procs.nginx = start('nginx', tools.nginx, ['-c', join(dir, 'nginx.conf')])
    await waitFor(`http://127.0.0.1:${port}/healthz`)
  } catch (error) {
    for (const child of children) log(`--- ${child.name}\n${child.output.join('').slice(-2000)}`)
    await stop()
    throw error
  }

  return {
    url: `http://127.0.0.1:${port}`,
    staticUrl: `http://127.0.0.1:${staticPort}`,
    redisUrl,
    demoUrl: `http://127.0.0.1:${demoPort}`,
    appUrls: appPorts.map((p) => `http://127.0.0.1:${p}`),
    procs,
    dir,
    startApp,
    startRedis,
    startDemo,
    stopProcess,
    /** Stops redis (SIGTERM: it writes its append-only file) and starts it again on the same port and data. */
    async restartRedis(downMs = 1000) {
      await stopProcess(procs.redis)
      await sleep(downMs)
      await startRedis()
    },
    redisCli: (...args) => spawnSync(redisCli, ['-p', String(redisPort), ...args], { encoding: 'utf8' }).stdout.trim(),
    rssMB: (child) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
    output: (child) => child.output.join(''),
    stop,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const minutes = Number(process.env.CLUSTER_MINUTES ?? 60)
  const cluster = await startCluster()
  console.log(`Grappe prête : ${cluster.url} (nginx → ${cluster.appUrls.join(', ')} ; API ${cluster.demoUrl} ; Redis ${cluster.redisUrl})`)
  console.log(`Arrêt : Ctrl-C (ou dans ${minutes} min).`)
  const bye = async (why) => {
    console.log(`Arrêt de la grappe (${why})…`)
    await cluster.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void bye('SIGINT'))
  process.on('SIGTERM', () => void bye('SIGTERM'))
  setTimeout(() => void bye(`${minutes} min`), minutes * 60_000)
}
