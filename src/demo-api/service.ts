import { serve } from 'srvx'
import { createStorage, type Storage } from 'unstorage'
import memoryDriver from 'unstorage/drivers/memory'
import { publicReply } from './public-urls'
import { handleDemoRequest } from './server'
import { restoreSnapshot, snapshotOf, store, type DemoSnapshot } from './store'

/**
 * The demo API as its own service (`npm run demo-api`): the same handlers as in-process, over
 * HTTP on `PORT`, reached by the app with `API_URL=http://host:PORT` exactly as a real host.
 * Its state (orders, accounts, sessions, mailbox, rate limits, fault rules) is kept in the same
 * kind of store as the app's: Redis/Valkey when `REDIS_URL` is set, so it survives a restart
 * (written at most every `DEMO_SAVE_MS` after a request, and on shutdown); else memory.
 *
 * The controls (fault switch, per-request faults, `?count=`) answer with DEMO_CONTROLS=1; the
 * service listens on loopback by default (HOST to change it). Its replies name its pages and
 * images (payment page, mailbox, images) by absolute URLs on `DEMO_PUBLIC_URL` (default its own
 * address; empty: relative, for a proxy in front), and its payment page returns to
 * `DEMO_SITE_URL` (unset: relative): see public-urls.ts.
 */

const STATE_KEY = 'demo-api:state'
const SAVE_MS = Number(process.env.DEMO_SAVE_MS ?? 200)
const env = process.env
const controls = env.DEMO_CONTROLS === '1' || env.DEMO_CONTROLS === 'true'
const flightCount = Number(env.DEMO_FLIGHT_COUNT)

async function createStateStorage(): Promise<Storage> {
  const url = env.REDIS_URL?.trim()
  if (!url) return createStorage({ driver: memoryDriver() })
  const { default: redis } = await import('unstorage/drivers/redis')
  return createStorage({
    driver: redis({
      url,
      base: env.REDIS_PREFIX ?? 'hv',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 5000,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    }),
  })
}

const storage = await createStateStorage()

async function restore(): Promise<boolean> {
  // Redis may start a moment after us: a few tries before starting empty.
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const snapshot = await storage.getItem<DemoSnapshot>(STATE_KEY)
      if (snapshot) restoreSnapshot(store, snapshot)
      return Boolean(snapshot)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  console.error('[demo-api] state store unreachable: starting with an empty state')
  return false
}

let dirty = false
let saving: Promise<void> | undefined
let timer: ReturnType<typeof setTimeout> | undefined

async function save(): Promise<void> {
  if (!dirty) return
  dirty = false
  try {
    await storage.setItem(STATE_KEY, snapshotOf(store))
  } catch (error) {
    // Kept for the next save (Redis restarting): the state is still in memory.
    dirty = true
    console.error('[demo-api] state not saved', String(error))
  }
}

function scheduleSave() {
  dirty = true
  if (timer || !env.REDIS_URL) return
  timer = setTimeout(() => {
    timer = undefined
    saving = (saving ?? Promise.resolve()).then(save)
  }, SAVE_MS)
}

const restored = await restore()
/** Where browsers reach the service (known once it listens when not configured), and the site. */
const origins = { publicOrigin: env.DEMO_PUBLIC_URL?.trim() ?? '', siteOrigin: env.DEMO_SITE_URL?.trim() ?? '' }

const server = serve({
  port: Number(env.PORT ?? 3319),
  hostname: env.HOST ?? '127.0.0.1',
  silent: true,
  gracefulShutdown: false,
  async fetch(request) {
    const { pathname } = new URL(request.url)
    if (pathname === '/healthz') return Response.json({ status: 'ok', service: 'demo-api' }, { headers: { 'cache-control': 'no-store' } })
    const response = await handleDemoRequest(request, { controls, flightCount: controls && flightCount > 0 ? flightCount : undefined })
    // Reads renew sessions and orders, tokens are handed out on GET: every request may change the state.
    scheduleSave()
    return publicReply(response, origins)
  },
})

await server.ready()
if (env.DEMO_PUBLIC_URL === undefined) origins.publicOrigin = new URL(server.url!).origin
console.log(
  `API de démonstration prête sur ${server.url} (état : ${env.REDIS_URL ? `Redis${restored ? ', repris' : ', neuf'}` : 'mémoire'} ; pages et images : ${origins.publicOrigin || 'chemins relatifs'})`,
)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  const force = setTimeout(() => process.exit(1), 15_000)
  force.unref()
  await server.close().catch(() => undefined)
  clearTimeout(timer)
  dirty = dirty || Boolean(env.REDIS_URL)
  await saving
  await save()
  await storage.dispose().catch(() => undefined)
  console.log(`[demo-api] ${signal}: arrêt propre`)
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
