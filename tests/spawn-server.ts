import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * A server a test starts and stops itself (a second one beside the suite's, with its own
 * settings): started from the repository's root in its own process group, ready when `readyUrl`
 * answers 2xx (a readiness wait, like Playwright's webServer one), stopped with SIGINT (the
 * whole group) and awaited.
 */
const root = fileURLToPath(new URL('..', import.meta.url))

export interface SpawnedServer {
  stop: () => Promise<void>
  pid: number
  /** Its output lines so far, with `output: 'collect'`. */
  lines: string[]
}

export async function startServer(
  command: string,
  args: string[],
  { readyUrl, env = {}, output = 'inherit' }: { readyUrl: string; env?: Record<string, string>; output?: 'inherit' | 'ignore' | 'collect' },
): Promise<SpawnedServer> {
  const stream = output === 'collect' ? 'pipe' : output
  const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', stream, stream], env: { ...process.env, ...env } })
  const lines: string[] = []
  let partial = ''
  const collect = (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n')
    partial = parts.pop() ?? ''
    lines.push(...parts.filter(Boolean))
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGINT')
    } catch {
      return
    }
    await exited
  }
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}: ${lines.join('\n')}`)
    if (
      await fetch(readyUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { stop, pid: child.pid!, lines }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`${command} not ready on ${readyUrl}`)
}
