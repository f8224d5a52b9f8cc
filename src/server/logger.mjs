// The server's one logger (pino): one JSON line per event on stdout, for the Node host
// (node-server.mjs) and the app's server code (log.ts). LOG_LEVEL sets the level (default info;
// silent under Vitest, whose tests spy on the logger).
import pino from 'pino'

export const logger = pino({
  level: process.env.LOG_LEVEL?.trim() || (process.env.VITEST ? 'silent' : 'info'),
  base: process.env.INSTANCE_ID?.trim() ? { instance: process.env.INSTANCE_ID.trim() } : undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
})

/** A caller's `x-request-id` when it is a plain token (a proxy's, to follow a request across hops), else a new one. */
export function requestIdFrom(value) {
  return typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value) ? value : crypto.randomUUID()
}

/** The address to open in a browser: a wildcard host (`[::]`, `0.0.0.0`) is this machine's `localhost`. */
export function clickableUrl(url) {
  return url.replace(/^(https?:\/\/)(\[::\]|0\.0\.0\.0)(?=[:/]|$)/, '$1localhost')
}
