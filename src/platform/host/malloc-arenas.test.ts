// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// A server-like script: the module first, then what the process sees.
const dir = mkdtempSync(join(tmpdir(), 'malloc-arenas-'))
const script = join(dir, 'server.mjs')
writeFileSync(
  script,
  `import ${JSON.stringify(new URL('./malloc-arenas.mjs', import.meta.url).href)}\n` +
    'console.log(JSON.stringify({ pid: process.pid, arenas: process.env.MALLOC_ARENA_MAX ?? null, argv: process.argv.slice(2) }))\n',
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the script in a new Node process (with a Node option and two arguments). */
function run(env: Record<string, string | undefined>) {
  const { MALLOC_ARENA_MAX: _ignored, ...base } = process.env
  const child = spawnSync(process.execPath, ['--no-warnings', script, 'a', 'b'], { env: { ...base, ...env }, encoding: 'utf8' })
  expect(child.status).toBe(0)
  return { spawnedPid: child.pid, ...(JSON.parse(child.stdout.trim()) as { pid: number; arenas: string | null; argv: string[] }) }
}

const glibc = process.platform === 'linux' && Boolean((process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime)

describe('malloc-arenas', () => {
  it.runIf(glibc && typeof (process as { execve?: unknown }).execve === 'function')('starts the process again with two arenas, same pid and arguments', () => {
    const seen = run({})
    expect(seen.arenas).toBe('2')
    expect(seen.pid).toBe(seen.spawnedPid)
    expect(seen.argv).toEqual(['a', 'b'])
  })

  it('keeps what the environment sets', () => {
    expect(run({ MALLOC_ARENA_MAX: '0' }).arenas).toBe('0')
    expect(run({ MALLOC_ARENA_MAX: '4' }).arenas).toBe('4')
  })
})
