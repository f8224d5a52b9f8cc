import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { refuseMissingServerFnId } from '~/server/server-fn-guard'

/**
 * The server entry: the framework's handler, after the one refusal request middleware cannot
 * make (a server-function URL without a function id, which the framework throws on, a 500,
 * before any middleware runs). The edge build's worker does the same (server/edge-worker.ts).
 */
export default createServerEntry({
  fetch: (request, options) => refuseMissingServerFnId(request) ?? handler.fetch(request, options),
})
