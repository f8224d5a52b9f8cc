import { createHash, timingSafeEqual } from 'node:crypto'
import { invalidateTag } from './cache'
import { config } from './config'
import { clientIp } from './security'

/** Compared in constant time (digests of equal length), so the answer's timing tells nothing of the secret. */
function secretMatches(given: string | null, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return given !== null && timingSafeEqual(digest(given), digest(secret))
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/** A browser's cross-site request says so (Sec-Fetch-Site, or an Origin of another site). */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin' && site !== 'none') return true
  const origin = request.headers.get('origin')
  return origin !== null && origin !== new URL(request.url).origin
}

/**
 * POST /api/revalidate?tag=header: the CMS's "revalidate tag" hook, dropping the cached replies
 * kept under a tag (the header menu: 'header'; the home blocks: 'home'). With `REVALIDATE_SECRET`
 * set, the request must carry it in `x-revalidate-secret`. Without it the hook exists only for the
 * demo API (no real host), for the tests on this machine: from a loopback address, never
 * cross-site (a page in a local browser). Server-only.
 */
export async function revalidate(request: Request, secret = process.env.REVALIDATE_SECRET, demo = !config.apiUrl): Promise<Response> {
  if (secret) {
    if (!secretMatches(request.headers.get('x-revalidate-secret'), secret)) return new Response('Unauthorized', { status: 401 })
  } else if (!demo) {
    return new Response('Not found', { status: 404 })
  } else if (!LOOPBACK.test(clientIp(request)) || isCrossSite(request)) {
    return new Response('Forbidden', { status: 403 })
  }
  const tag = new URL(request.url).searchParams.get('tag') ?? ''
  if (!/^[a-z0-9-]{1,40}$/.test(tag)) return Response.json({ error: 'invalid_tag' }, { status: 400 })
  return Response.json({ tag, invalidated: await invalidateTag(tag) })
}
