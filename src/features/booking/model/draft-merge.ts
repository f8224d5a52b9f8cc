import type { BookingDraft } from './types'

/**
 * Two tabs (or devices) on one booking: what this tab changed since the copy it started from
 * (`base`) goes over what the other saved meanwhile (`theirs`); every field this tab left as it
 * was takes theirs. Objects field by field; a list of objects of one length (the passengers)
 * item by item; any other list (the options chosen) is one value.
 */
export function mergeDraft(base: BookingDraft, mine: BookingDraft, theirs: BookingDraft): BookingDraft {
  return merge3(base, mine, theirs) as BookingDraft
}

type Fields = Record<string, unknown>
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (!isFields(a) || !isFields(b)) return false
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => same(a[key], b[key]))
}

function merge3(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (same(mine, base)) return theirs
  if (same(theirs, base) || same(theirs, mine)) return mine
  if (isFields(base) && isFields(mine) && isFields(theirs)) {
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)])
    return Object.fromEntries([...keys].map((key) => [key, merge3(base[key], mine[key], theirs[key])]))
  }
  if (
    Array.isArray(base) &&
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    mine.length === base.length &&
    theirs.length === base.length &&
    base.every(isFields)
  )
    return mine.map((item, i) => merge3(base[i], item, theirs[i]))
  return mine
}
