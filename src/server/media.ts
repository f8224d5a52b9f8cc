import { config } from './config'

/**
 * Image URLs of API content work unchanged: an absolute URL is kept; a relative one is a path on
 * the API host (the embedded demo API is our own origin, so it stays relative). The CSP allows
 * images from the API host (security.ts). Server-only.
 */
export function mediaUrl(url: string, apiUrl: string | undefined = config.apiUrl): string {
  if (!apiUrl || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url
  return new URL(url, `${apiUrl}/`).href
}

/** The origin images may come from besides ours: the API host, when one is configured. */
export function mediaOrigin(apiUrl: string | undefined = config.apiUrl): string | null {
  if (!apiUrl) return null
  try {
    return new URL(apiUrl).origin
  } catch {
    return null
  }
}
