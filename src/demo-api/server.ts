import { getResponse, HttpResponse } from 'msw'
import { handlers } from './handlers'

/**
 * Answers a Request addressed to /api/v2/* with the demo handlers, without patching the
 * global fetch. Used in-process by the API client and by the /api/v2/* server route.
 */
export async function handleDemoRequest(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request)
  return response ?? HttpResponse.json({ error: 'Not found', path: new URL(request.url).pathname }, { status: 404 })
}
