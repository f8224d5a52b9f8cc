import { RECENT_ENTRIES_MAX } from './constants'
import type { Place } from './holiday-search'

/**
 * The search bar's last entries ('Vos dernières entrées', 'Vos dernières recherches'), kept
 * in this browser only (localStorage): newest first, no duplicates, at most 5.
 */
const KEY = 'hv:catalogue:recent:'

export function readRecent(list: 'departure' | 'destination'): Place[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY + list) ?? '[]')
    return Array.isArray(raw) ? raw.filter((p): p is Place => typeof p?.code === 'string' && typeof p?.label === 'string').slice(0, RECENT_ENTRIES_MAX) : []
  } catch {
    return []
  }
}

export function addRecent(list: 'departure' | 'destination', place: Place): void {
  try {
    const next = [place, ...readRecent(list).filter((p) => p.code !== place.code)].slice(0, RECENT_ENTRIES_MAX)
    localStorage.setItem(KEY + list, JSON.stringify(next))
  } catch {
    // Private mode or storage full: the list is a convenience only.
  }
}
