// The request body cap of the Node host (node-server.mjs): srvx middleware.
import { bodyTooLarge, declaredBodySize } from '../../server/limits.mjs'
import { logger } from '../../server/logger.mjs'

/**
 * Request bodies over `max` bytes get 413 and the connection is closed, the rest never
 * read: at once on a Content-Length over the cap, else (chunked) as soon as the count passes it.
 * A body within the cap is read here, before the app, which then reads it from memory: a client
 * that goes away mid-body is one log line here, not an error in the app.
 */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
function readCapped(nodeReq, max) {
  return new Promise((resolve) => {
    const chunks = []
    let size = 0
    const settle = (result) => {
      nodeReq.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone)
      resolve(result)
    }
    const onData = (chunk) => {
      size += chunk.length
      if (size > max) {
        nodeReq.pause()
        settle('over')
      } else chunks.push(chunk)
    }
    const onEnd = () => settle(Buffer.concat(chunks))
    const onGone = () => settle('aborted')
    nodeReq.on('data', onData).once('end', onEnd).once('error', onGone).once('close', onGone)
  })
}

export const bodyLimit = (max) => async (request, next) => {
  if (!BODY_METHODS.has(request.method)) return next()
  const contentLength = request.headers.get('content-length')
  const where = () => ({ reqId: request.headers.get('x-request-id'), method: request.method, path: new URL(request.url).pathname })
  if (declaredBodySize(request.method, contentLength, max) === 'over') {
    logger.info({ event: 'body_too_large', ...where(), contentLength }, 'corps de requête trop volumineux (413)')
    return bodyTooLarge(max)
  }
  const nodeReq = request.runtime?.node?.req
  const hasBody = contentLength ? contentLength !== '0' : request.headers.has('transfer-encoding')
  if (!nodeReq || !hasBody || nodeReq.complete) return next()
  const body = await readCapped(nodeReq, max)
  if (body === 'over') {
    logger.info({ event: 'body_too_large', ...where() }, 'corps de requête trop volumineux (413)')
    return bodyTooLarge(max)
  }
  if (body === 'aborted') {
    logger.info({ event: 'request_aborted', ...where() }, 'requête abandonnée par le client')
    return new Response(null, { status: 400, headers: { connection: 'close' } })
  }
  nodeReq.rawBody = body
  return next()
}
