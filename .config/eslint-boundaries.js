// The house's import boundaries (../shared/DESIGN.md, "Rules of the house"), as an ESLint rule.
// Each file belongs to a layer by its folder; an import is resolved (relative, `~/` alias or the
// `design-system` package) and must point at a layer the importer may use. Another domain is
// reached only through its doors: `features/<domain>/index.ts`, `lazy.ts` or `server.ts`.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DOORS = new Set(['index', 'lazy', 'server'])

/** Which layer a project path (relative to the root, with `/`) belongs to, and its domain. */
export function layerOf(rel) {
  const parts = rel.split('/')
  if (parts[0] === 'design-system') return { layer: 'design-system' }
  if (parts[0] !== 'src') return { layer: 'outside' }
  const top = parts[1]
  if (top === 'features') return { layer: 'feature', domain: parts[2], rest: parts.slice(3) }
  if (top === 'platform') return { layer: parts[2] === 'host' ? 'host' : 'platform' }
  if (['routes', 'app', 'lib', 'server', 'demo-api', 'api-contract'].includes(top)) return { layer: top }
  return { layer: 'entry' } // src/router.tsx, src/start.ts, src/routeTree.gen.ts
}

/** Layers each layer may import (besides itself); features are handled apart. */
const ALLOWED = {
  entry: ['entry', 'routes', 'app', 'lib', 'platform', 'server', 'feature', 'design-system'],
  routes: ['app', 'lib', 'platform', 'server', 'feature', 'design-system'],
  app: ['lib', 'platform', 'design-system'],
  feature: ['app', 'lib', 'platform', 'server', 'api-contract', 'feature', 'design-system'],
  // How pages are delivered (early events, lazy parts, boot chunk): knows no domain.
  platform: ['lib'],
  // The processes (Node server, edge worker, demo API service) around the built app.
  host: ['platform', 'server', 'lib', 'api-contract', 'demo-api'],
  server: ['lib', 'platform', 'api-contract', 'demo-api'],
  'api-contract': ['lib'],
  'demo-api': ['api-contract', 'lib'],
  lib: [],
  'design-system': [],
}

function resolveImport(source, filename) {
  if (source.startsWith('~/')) return path.join(ROOT, 'src', source.slice(2))
  if (source === 'design-system' || source.startsWith('design-system/')) return path.join(ROOT, source)
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source)
  return null // a package
}

/**
 * Server-only code lives in `*.server.ts` (and src/server): besides those, only the server
 * functions' modules (`*.functions.ts`), the server entries (src/server.ts, src/start.ts) and
 * the handler-only server routes (src/routes/api, src/routes/cache) and the host processes
 * (src/platform/host) may import src/server.
 */
const SERVER_IMPORTERS = /(\.functions\.ts|\.server\.ts)$|^src\/(start|server)\.ts$|^src\/routes\/(api|cache)\/|^src\/platform\/host\//

/** Why `source` may not be imported from `filename`, or null. */
export function violation(source, filename) {
  const target = resolveImport(source, filename)
  if (!target) return null
  const from = layerOf(path.relative(ROOT, filename).split(path.sep).join('/'))
  const to = layerOf(path.relative(ROOT, target).split(path.sep).join('/'))
  if (from.layer === 'outside' || to.layer === 'outside') return null
  const isTest = /\.(test|stories)\.[tj]sx?$/.test(filename)
  // Tests may use the demo API (msw handlers) and test helpers of any layer below them.
  if (isTest && to.layer === 'demo-api') return null
  if (from.layer === to.layer && from.layer !== 'feature') return null
  if (
    to.layer === 'server' &&
    !isTest &&
    ALLOWED[from.layer].includes('server') &&
    !SERVER_IMPORTERS.test(path.relative(ROOT, filename).split(path.sep).join('/'))
  )
    return `only *.functions.ts and *.server.ts modules import server (${source}): move this code to a *.server.ts module`
  if (to.layer === 'feature') {
    if (from.layer === 'feature' && from.domain === to.domain) return null
    if (!ALLOWED[from.layer].includes('feature')) return `${from.layer} must not import a feature (${source})`
    const door = to.rest.length === 0 ? 'index' : to.rest.length === 1 ? to.rest[0].replace(/\.tsx?$/, '') : null
    if (!door || !DOORS.has(door))
      return `another domain is reached through its index.ts, lazy.ts or server.ts only: '${source}' reaches into features/${to.domain}`
    return null
  }
  if (!ALLOWED[from.layer].includes(to.layer))
    return `${from.layer === 'feature' ? `features/${from.domain}` : from.layer} must not import ${to.layer} (${source})`
  return null
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between layers and domains (DESIGN.md)' }, schema: [] },
  create(context) {
    const check = (node, source) => {
      if (typeof source !== 'string') return
      const message = violation(source, context.filename)
      if (message) context.report({ node, message })
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}

export default { rules: { boundaries: rule } }
