// `npm start`: builds the production bundle when it is missing or older than the sources,
// then runs the production server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const marker = join(root, 'dist/server/server.js')
const SOURCES = ['src', 'design-system', 'public', 'app.config.ts', 'package.json', 'package-lock.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.gen.ts')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))))
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources modifiées : nouvelle compilation…' : 'Première compilation…')
  const build = spawnSync('npx', ['vite', 'build', '--config', 'app.config.ts'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
await import('./node-server.mjs')
