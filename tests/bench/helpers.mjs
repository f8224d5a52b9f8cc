// Shared by the benchmark scripts: the production server on a port, and a route's initial JS.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../../', import.meta.url))

/** Starts the built server (`NODE_ENV=production`, demo controls on, plus `env`) and resolves once /healthz answers. */
export async function startServer(port, env = {}) {
  const server = spawn(process.execPath, ['src/platform/host/node-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DEMO_CONTROLS: '1', ...env },
    stdio: 'ignore',
  })
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  server.kill()
  throw new Error('server did not start')
}

/**
 * The JS a page's HTML loads at start (files, gzip bytes, and whether MapLibre is among it): its module scripts and preloads, in its tags
 * or (src/platform/deferred-entry.ts) in the loader that adds them after the first paint. A page
 * naming none is an error, not 0 KB.
 */
export function pageJs(html, label = 'page') {
  const tags = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])
  const loader = /\{"e":"(\/assets\/[^"]+\.js)","p":(\[[^\]]*\])(?:,"b":"[^"]+")?\}/.exec(html)
  const assets = new Set([...tags, ...(loader ? [loader[1], ...JSON.parse(loader[2])] : [])])
  if (assets.size === 0) throw new Error(`${label}: no JS found in the page (neither script tags nor the entry loader)`)
  let gzip = 0
  let maplibre = false
  for (const asset of assets) {
    const code = readFileSync(`${root}dist/client${asset}`)
    gzip += gzipSync(code).length
    if (/maplibre/i.test(asset) || code.includes('maplibre-gl-worker')) maplibre = true
  }
  return { files: assets.size, gzip, maplibre }
}

/** The JS a route's server HTML loads at start (pageJs). */
export async function initialJs(base, route) {
  return pageJs(await (await fetch(`${base}${route}`)).text(), route)
}

/** A real product page's path: the first product the holiday results link to (a made-up slug is the 404 page). */
export async function firstProductPath(base) {
  const html = await (await fetch(`${base}/search-products`)).text()
  const path = /href="(\/product\/[^"?#]+)"/.exec(html)?.[1]
  if (!path) throw new Error('/search-products links to no product')
  return path
}
