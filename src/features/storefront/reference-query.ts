/** At most this many references in one search. */
export const MAX_REFERENCES = 5

/**
 * The references in a typed text: split on spaces, commas and semicolons, upper-cased, only
 * letters, digits and dashes, 2 to 20 characters each ('hv0100, HV0123' → ['HV0100', 'HV0123']).
 */
export function parseReferenceQuery(text: string): string[] {
  const out: string[] = []
  for (const part of text.split(/[\s,;]+/)) {
    const ref = part.trim().toUpperCase()
    if (/^[A-Z0-9-]{2,20}$/.test(ref) && !out.includes(ref)) out.push(ref)
  }
  return out.slice(0, MAX_REFERENCES)
}
