import { createMiddleware } from '@tanstack/react-start'
import { bodyMaxBytes, bodyTooLarge, declaredBodySize } from './limits.mjs'

const MAX = bodyMaxBytes()

/**
 * A body declared over BODY_MAX_BYTES gets 413 before anything reads it. The Node host already
 * refuses those and counts chunked bodies (node-server.mjs); this covers the edge build.
 */
export const bodyLimitMiddleware = createMiddleware({ type: 'request' }).server(({ next, request }) => {
  if (declaredBodySize(request.method, request.headers.get('content-length'), MAX) === 'over') return bodyTooLarge(MAX)
  return next()
})
