import handler from '@tanstack/react-start/server-entry'
import { refuseMissingServerFnId } from '../../server/server-fn-guard'

/**
 * The Cloudflare Workers entry of the edge build (`npm run build:edge`, .config/edge.config.ts):
 * the same app, its bindings handed to the server store (`STORE`, a KV namespace: see
 * store.ts). Not part of the Node build.
 */

interface EdgeEnv {
  STORE?: unknown
  [name: string]: unknown
}

export default {
  fetch(request: Request, env: EdgeEnv): Promise<Response> | Response {
    ;(globalThis as { __env__?: EdgeEnv }).__env__ = env
    return refuseMissingServerFnId(request) ?? handler.fetch(request)
  },
}
