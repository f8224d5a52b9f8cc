import { getResponse, HttpResponse } from 'msw'
import { faultFor, isTransportFault } from './faults'
import { handlers } from './handlers'
import { store } from './store'

/**
 * Answers a Request addressed to /api/v2/* with the demo handlers, without patching the
 * global fetch. Used in-process by the API client and by the /api/v2/* server route.
 * Faults (header `x-demo-fault`, query `demo_fault`, or the switch at /api/v2/demo/faults)
 * are applied here.
 */
export async function handleDemoRequest(request: Request): Promise<Response> {
  const fault = faultFor(request)
  if (fault && isTransportFault(fault)) {
    if (fault === '500') return HttpResponse.json({ error: 'server_error', message: 'Internal server error (demo fault)' }, { status: 500 })
    if (fault === 'malformed-json') return new HttpResponse('{"solutions": [{"id": "broken", ', { status: 200, headers: { 'content-type': 'application/json' } })
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, store.timeoutFaultMs)
      request.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    })
    return HttpResponse.json({ error: 'timeout', message: 'Gateway timeout (demo fault)' }, { status: 504 })
  }
  let forwarded = request
  if (fault) {
    const headers = new Headers(request.headers)
    headers.set('x-demo-fault', fault)
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    forwarded = new Request(request.url, { method: request.method, headers, body })
  } else if (request.headers.has('x-demo-fault')) {
    const headers = new Headers(request.headers)
    headers.delete('x-demo-fault')
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    forwarded = new Request(request.url, { method: request.method, headers, body })
  }
  const response = await getResponse(handlers, forwarded)
  return response ?? HttpResponse.json({ error: 'not_found', message: 'Not found', path: new URL(request.url).pathname }, { status: 404 })
}
