import type { BookingDraft } from '../../model/types'

/**
 * The local mirror of the booking state (booking-and-accounts.md §4): one entry, restored only
 * for the same order id. It holds what was typed until the server has it; cleared when the
 * booking ends (payment, expiry).
 */
const KEY = 'horizon-voyages.booking'

export interface Mirror {
  orderId: string
  /** The server revision this draft builds on. */
  baseRev: number
  /** Typed here and not yet saved on the server. */
  dirty: boolean
  draft: BookingDraft
}

export function readMirror(orderId: string): Mirror | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Mirror | null
    return value && value.orderId === orderId && value.draft && Array.isArray(value.draft.passengers) ? value : null
  } catch {
    return null
  }
}

/**
 * The mirror a page arriving on this order restores over the server's copy it was rendered with
 * (at `serverRev`): what was typed and not yet saved, or a save the server applied after the page
 * was rendered (a reload while it was on its way). Null when the server's copy is as new.
 */
export function mirrorToRestore(mirror: Mirror | null, serverRev: number): Mirror | null {
  if (!mirror) return null
  return (mirror.dirty ? mirror.baseRev >= serverRev : mirror.baseRev > serverRev) ? mirror : null
}

export function writeMirror(mirror: Mirror): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(mirror))
  } catch {
    // Storage full or denied: the server copy remains.
  }
}

export function clearMirror(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing to clear.
  }
}
