// `npm run demo-api`: the demo API as its own service (PORT, default 3319; REDIS_URL for a state
// that survives restarts). Builds dist/demo-api/service.mjs when missing or older than its sources.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const entry = join(root, 'dist/demo-api/service.mjs')
const SOURCES = ['src/demo-api', 'src/api-contract', 'src/lib', '.config/demo-api.config.ts', 'package-lock.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)))
  return newest
}

export function buildDemoApi({ force = false } = {}) {
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0
  if (!force && builtAt >= Math.max(...SOURCES.map((s) => newestMtime(join(root, s))))) return
  const build = spawnSync('npx', ['vite', 'build', '--config', '.config/demo-api.config.ts'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('demo API build failed')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--build')) buildDemoApi({ force: true })
  else {
    buildDemoApi()
    await import(entry)
  }
}
