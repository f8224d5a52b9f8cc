// Initial JS per route (gzip): the scripts and module preloads of each route's server HTML.
// Usage: npm run build && node tests/bench/initial-js.mjs [route ...]
// Starts the production server on a free port, fetches each route, sums the gzip size of the
// JS it loads up front, and says whether MapLibre is among it (it must not be).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/vol', '/search', '/search-products', '/product/demo', '/auth/check-email', '/booking/fares', '/booking/summary', '/client-space/client-details']
const port = Number(process.env.PORT) || 3900 + Math.floor(Math.random() * 90)
const server = spawn(process.execPath, ['src/server/node-server.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DEMO_CONTROLS: '1' }, stdio: 'ignore' })

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

const KB = (n) => `${(n / 1024).toFixed(1)} KB`
let failed = false
try {
  await waitForServer()
  console.log('route'.padEnd(34), 'files', 'initial JS (gzip)', 'MapLibre')
  for (const route of routes) {
    const html = await (await fetch(`http://localhost:${port}${route}`)).text()
    const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
    let gzip = 0
    let maplibre = false
    for (const asset of assets) {
      const code = readFileSync(`${root}dist/client${asset}`)
      gzip += gzipSync(code).length
      if (/maplibre/i.test(asset) || code.includes('maplibre-gl-worker')) maplibre = true
    }
    if (maplibre || gzip > 170 * 1024) failed = true
    console.log(route.padEnd(34), String(assets.size).padStart(5), KB(gzip).padStart(17), maplibre ? 'PRESENT' : 'absent')
  }
  console.log(failed ? '\nOver budget (170 KB) or MapLibre in the initial JS.' : '\nEvery route within 170 KB gzip, MapLibre absent.')
} finally {
  server.kill('SIGTERM')
}
process.exitCode = failed ? 1 : 0
