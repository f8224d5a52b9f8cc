import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root. */
export const root = fileURLToPath(new URL('../../', import.meta.url))

/** The product's source files under `dir` (no tests, stories or generated files). */
export function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|gen)\.tsx?$|\.d\.ts$/.test(entry.name)) yield path
  }
}
