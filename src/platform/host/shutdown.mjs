// Graceful shutdown of the Node host (node-server.mjs).
import { Server as NetServer } from 'node:net'

/**
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): stop accepting
 * connections (a proxy's next connect is refused and it moves on, whatever the method), let
 * every open connection end cleanly, then exit; what is left after SHUTDOWN_TIMEOUT_S (default
 * 10 s) is closed. An open connection is never cut: a proxy may be writing a request on an idle
 * one (one it cannot retry if it is a POST), and closeIdleConnections() also cuts an answer that
 * is ended but not yet flushed. Each ends after its next answer (node-server.mjs answers with `connection: close` once draining), or
 * when idle for the proxy's keep-alive timeout (set shorter than ours) or ours.
 */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_S ?? 10) * 1000

/**
 * Accepts the connections the kernel has queued before the listener closes (closing it resets
 * them, with the request a proxy may have written on them): turns of the event loop, whose poll
 * phase accepts, until one accepts nothing (at most 1 s).
 */
async function acceptQueued(nodeServer) {
  const until = Date.now() + 1000
  let accepted = true
  const onConnection = () => (accepted = true)
  nodeServer.on('connection', onConnection)
  while (accepted && Date.now() < until) {
    accepted = false
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)))
  }
  nodeServer.off('connection', onConnection)
}

/** Drains `server` on SIGTERM/SIGINT; `onDrain` is told first (new answers close their connection). */
export function shutdownOnSignals(server, { onDrain, instance }) {
  let draining = false
  async function shutdown(signal) {
    if (draining) return
    draining = true
    onDrain()
    const started = Date.now()
    const force = setTimeout(() => {
      console.error(`[server] ${signal}: requêtes encore en cours après ${SHUTDOWN_TIMEOUT_MS} ms, fermeture forcée`)
      void server.close(true).finally(() => process.exit(1))
    }, SHUTDOWN_TIMEOUT_MS)
    force.unref()
    const nodeServer = server.node?.server
    try {
      if (nodeServer) {
        await acceptQueued(nodeServer)
        // net.Server's close (not http.Server's, which first destroys the idle connections): stops
        // listening, and calls back once the last connection has ended.
        await new Promise((resolve, reject) => NetServer.prototype.close.call(nodeServer, (error) => (error ? reject(error) : resolve())))
      } else await server.close()
    } catch {
      // already closed
    }
    console.log(`[server] ${signal}: arrêt propre après ${Date.now() - started} ms${instance ? ` [${instance}]` : ''}`)
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}
