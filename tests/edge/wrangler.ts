import { startServer, type SpawnedServer } from '../spawn-server'

/**
 * A `wrangler dev` of the edge build (dist-edge/) that a test starts and stops itself: workerd
 * with a fresh isolate on each start, its KV kept in `persistTo` from one start to the next.
 * Its inspector listens on `port` + 1.
 */
export function startWrangler({ port, persistTo }: { port: number; persistTo: string }): Promise<SpawnedServer> {
  const args = [
    'wrangler',
    'dev',
    '-c',
    'dist-edge/server/wrangler.json',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(port + 1),
    '--persist-to',
    persistTo,
    '--log-level',
    'warn',
  ]
  return startServer('npx', args, { readyUrl: `http://127.0.0.1:${port}/vol` })
}
