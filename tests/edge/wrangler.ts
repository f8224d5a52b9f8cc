import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * A `wrangler dev` of the edge build (dist-edge/) that a test starts and stops itself: workerd
 * with a fresh isolate on each start, its KV kept in `persistTo` from one start to the next.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

export interface Wrangler {
  url: string
  stop: () => Promise<void>
}

export async function startWrangler({ port, persistTo }: { port: number; persistTo: string }): Promise<Wrangler> {
  const child: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', '-c', 'dist-edge/server/wrangler.json', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(port + 1), '--persist-to', persistTo, '--log-level', 'warn'],
    { cwd: root, detached: true, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    // The whole group (npx, wrangler, workerd); SIGINT is wrangler's own clean stop.
    try {
      process.kill(-child.pid!, 'SIGINT')
    } catch {
      return
    }
    await exited
  }
  // A readiness wait (workerd starting), like Playwright's webServer one.
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/vol`).then((r) => r.ok, () => false)
    if (ok) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`wrangler dev not ready on ${url}`)
}
