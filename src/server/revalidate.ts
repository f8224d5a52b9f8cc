import { invalidateTag } from './cache'
import { config } from './config'

/**
 * POST /api/revalidate?tag=header: the CMS's "revalidate tag" hook, dropping the cached replies
 * kept under a tag (the header menu: 'header'; the home blocks: 'home'). With `REVALIDATE_SECRET`
 * set, the request must carry it in `x-revalidate-secret`; without it, the hook exists only for
 * the demo API (no real host), so the browser tests can refresh the menu. Server-only.
 */
export async function revalidate(request: Request, secret = process.env.REVALIDATE_SECRET, demo = !config.apiUrl): Promise<Response> {
  if (!secret && !demo) return new Response('Not found', { status: 404 })
  if (secret && request.headers.get('x-revalidate-secret') !== secret) return new Response('Unauthorized', { status: 401 })
  const tag = new URL(request.url).searchParams.get('tag') ?? ''
  if (!/^[a-z0-9-]{1,40}$/.test(tag)) return Response.json({ error: 'invalid_tag' }, { status: 400 })
  return Response.json({ tag, invalidated: await invalidateTag(tag) })
}
