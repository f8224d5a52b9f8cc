/**
 * Where to send a user back after sign-in: only a path of this site. Anything that could leave
 * the origin (an absolute URL, a protocol-relative `//host`, a backslash that browsers read as
 * a slash, control characters they strip, or any of these percent-encoded) gives the fallback.
 */

const BASE = 'http://same-origin.invalid'
/** The longest redirect kept; a longer one is dropped (the fallback), never an error. */
export const MAX_REDIRECT_LENGTH = 2000
/** Percent-decoding rounds inspected (a value encoded more deeply is refused). */
const DECODE_ROUNDS = 4

/** A form that a browser or router could read as leaving the site. */
function looksUnsafe(value: string): boolean {
  if (!value.startsWith('/')) return true
  // `//host` and `/\host` are protocol-relative; browsers drop tabs and newlines (`/\t/host`).
  if (/^\/[\\/]/.test(value)) return true
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return true
  return false
}

/** Every decoded layer of a value, or null when it does not decode within the rounds. */
function decodedLayers(value: string): string[] | null {
  const layers = [value]
  let current = value
  for (let i = 0; i < DECODE_ROUNDS; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return layers
    layers.push(next)
    current = next
  }
  return null
}

/** A same-origin path (`/…` with its query and hash, normalised) or `fallback`. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback
  const layers = decodedLayers(value)
  if (!layers || layers.some(looksUnsafe)) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  return looksUnsafe(path) ? fallback : path
}
