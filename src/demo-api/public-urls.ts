/**
 * The pages and files of the outside world the demo plays (its payment page, mailbox, images,
 * airline logos, deep links) are paths under /api/v2/demo/. In-process the app serves them on
 * its own origin. The demo API service runs on another origin: its JSON replies name them by an
 * absolute URL on the origin browsers reach it at (`DEMO_PUBLIC_URL`, default its own address),
 * so that an app with API_URL set and nothing in front opens them there, as it would a real
 * host's absolute URLs. An empty origin keeps them relative (a proxy in front routes /api/v2/*
 * to the service: the cluster's nginx).
 *
 * The way back works the same: the payment page sends the browser to the site's return path
 * (the API takes paths, as a real provider knows its merchant's site); on another origin than
 * the site's, `DEMO_SITE_URL` names the site, and those redirects go there.
 */
const DEMO_PATH = '"/api/v2/demo/'

/** A JSON text with every string that starts with /api/v2/demo/ (HTML inside strings too) made absolute. */
export function withPublicUrls(json: string, publicOrigin: string): string {
  if (!publicOrigin) return json
  return json.replaceAll(DEMO_PATH, `"${publicOrigin.replace(/\/+$/, '')}/api/v2/demo/`)
}

export interface PublicOrigins {
  /** Where browsers reach the demo service ('' = relative). */
  publicOrigin: string
  /** The site the payment page sends the browser back to ('' = relative). */
  siteOrigin: string
}

const isRelativePath = (location: string | null): location is string => !!location && location.startsWith('/') && !location.startsWith('//')

/** A reply of the service with its demo URLs (JSON replies) and its redirects to the site made absolute. */
export async function publicReply(response: Response, { publicOrigin, siteOrigin }: PublicOrigins): Promise<Response> {
  const location = response.headers.get('location')
  if (siteOrigin && response.status >= 300 && response.status < 400 && isRelativePath(location)) {
    const headers = new Headers(response.headers)
    headers.set('location', new URL(location, `${siteOrigin.replace(/\/+$/, '')}/`).href)
    return new Response(null, { status: response.status, headers })
  }
  if (!publicOrigin || !response.headers.get('content-type')?.includes('application/json')) return response
  const text = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(withPublicUrls(text, publicOrigin), { status: response.status, statusText: response.statusText, headers })
}
