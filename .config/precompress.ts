import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** What is worth compressing (text), and from what size (a smaller answer gains nothing). */
const PRECOMPRESSED = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml|map)$/
const MIN_BYTES = 1024

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (PRECOMPRESSED.test(entry.name)) yield path
  }
}

/**
 * Each built text file of the client also as `.br` (brotli at its best quality) and `.gz`, made
 * once at build time; the Node server answers with them (src/platform/host/static-files.mjs). Before,
 * srvx's static middleware compressed every asset on each request (brotli quality 4), ~80 files
 * per /search visit while the page hydrated, CPU taken from the browser on a 2-core machine;
 * and quality 11 is smaller.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) return
      const paths: string[] = []
      for await (const path of files(options.dir)) paths.push(path)
      await Promise.all(
        paths.map(async (path) => {
          const bytes = await readFile(path)
          if (bytes.length < MIN_BYTES) return
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz(bytes, { level: 9 }),
          ])
          // A variant is written only when it is smaller (the server then falls back to the file).
          await Promise.all([br.length < bytes.length && writeFile(`${path}.br`, br), gzipped.length < bytes.length && writeFile(`${path}.gz`, gzipped)])
        }),
      )
    },
  }
}
