// Who is signed in, for the pages micro-cache (page-cache.mjs): each visitor's identity as its
// last render showed it, and pages cut around the placeholders that show it.

/** How long a visitor's identity, learnt from a render, fills in the pages kept for all. */
const IDENTITY_MS = Number(process.env.PAGE_IDENTITY_MS ?? 300_000)
const IDENTITY_LIMIT = 10_000
/** Each signed-in visitor's identity (`cookie=hash of its token` → variant, strings, expiry). */
const identities = new Map()

/** A visitor's writes (a new name, signing out): its identity is learnt again from its next render. */
export function forgetIdentities(pairs) {
  for (const pair of pairs) identities.delete(pair)
}

/** A visitor's identity, when known and fresh. */
export function knownIdentity(pair) {
  const identity = identities.get(pair)
  if (identity && identity.expires > Date.now()) return identity
  if (identity) identities.delete(pair)
  return undefined
}

/** Keeps what a render showed of its visitor (signed in), for the pages kept for all. */
export function keepIdentity(pair, identity) {
  identities.delete(pair)
  identities.set(pair, { variant: identity.variant, values: identity.values, expires: Date.now() + IDENTITY_MS })
  for (const oldest of identities.keys()) {
    if (identities.size <= IDENTITY_LIMIT) break
    identities.delete(oldest)
  }
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const escapeHtml = (value) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])
/** For a JavaScript or JSON string in a script: JSON's escapes, and none of `<`, quotes or line separators raw. */
const escapeScript = (value) =>
  JSON.stringify(value)
    .slice(1, -1)
    .replace(/[<>'`\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * A page showing identity placeholders, cut for filling in: its text as UTF-8 between the
 * placeholders, and for each placeholder its field and whether it stands in a script. Null
 * when a trace of the placeholders is left outside them (a string the page changed: never sent).
 */
export function identityTemplate(html, placeholders) {
  const field = new Map(Object.entries(placeholders).map(([name, placeholder]) => [placeholder, name]))
  const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?(?:<\/script|$)/gi)].map((match) => [match.index, match.index + match[0].length])
  const parts = []
  let last = 0
  for (const match of html.matchAll(new RegExp([...field.keys()].join('|'), 'g'))) {
    parts.push(Buffer.from(html.slice(last, match.index)))
    parts.push({ field: field.get(match[0]), script: scripts.some(([from, to]) => from < match.index && match.index < to) })
    last = match.index + match[0].length
  }
  parts.push(Buffer.from(html.slice(last)))
  const draw = /^visitor([0-9a-f]+)/.exec(Object.values(placeholders)[0] ?? '')?.[1]
  const traced = draw && parts.some((part) => Buffer.isBuffer(part) && part.toString('latin1').toLowerCase().includes(draw))
  return traced ? null : parts
}

/** The page for a visitor: each placeholder replaced by its string, escaped for where it stands (in a script, as a string's contents; elsewhere, as HTML text or attribute). */
export const fillTemplate = (parts, values) =>
  Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from((part.script ? escapeScript : escapeHtml)(values[part.field] ?? '')))))
