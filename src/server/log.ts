import { getRequest } from '@tanstack/react-start/server'
import { logger } from './logger.mjs'

/** The current request's id (set by the Node host), when there is a request. */
function currentRequestId(): string | undefined {
  try {
    return getRequest().headers.get('x-request-id') ?? undefined
  } catch {
    return undefined
  }
}

/** One structured log line of the app's server code (pino), with the request's id. Server-only. */
export function log(level: 'error' | 'warn' | 'info', scope: string, message: string, detail: Record<string, unknown> = {}): void {
  logger[level]({ scope, reqId: currentRequestId(), ...detail }, message)
}
