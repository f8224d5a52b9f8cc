// Initial JS per route (gzip): the scripts and module preloads of each route's server HTML.
// Usage: npm run build && node tests/bench/initial-js.mjs [route ...]
// Starts the production server on a free port, fetches each route, sums the gzip size of the
// JS it loads up front, and says whether MapLibre is among it (it must not be). `/product` stands
// for the first product the holiday results show.
import { firstProductPath, initialJs, startServer } from './helpers.mjs'

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/vol', '/search', '/search-products', '/product', '/auth/check-email', '/booking/fares', '/booking/summary', '/client-space/client-details']
const port = Number(process.env.PORT) || 3900 + Math.floor(Math.random() * 90)
const server = await startServer(port)

const KB = (n) => `${(n / 1024).toFixed(1)} KB`
let failed = false
try {
  console.log('route'.padEnd(34), 'files', 'initial JS (gzip)', 'MapLibre')
  for (const route of routes) {
    const base = `http://localhost:${port}`
    const { files, gzip, maplibre } = await initialJs(base, route === '/product' ? await firstProductPath(base) : route)
    if (maplibre || gzip > 170 * 1024) failed = true
    console.log(route.padEnd(34), String(files).padStart(5), KB(gzip).padStart(17), maplibre ? 'PRESENT' : 'absent')
  }
  console.log(failed ? '\nOver budget (170 KB) or MapLibre in the initial JS.' : '\nEvery route within 170 KB gzip, MapLibre absent.')
} finally {
  server.kill('SIGTERM')
}
process.exitCode = failed ? 1 : 0
