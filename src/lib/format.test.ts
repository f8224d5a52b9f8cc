import { describe, expect, it } from 'vitest'
import { formatDate, formatShortDate, formatShortDay } from './format'

describe('fr-FR date formats', () => {
  it('writes D MMM YYYY', () => {
    expect(formatDate('2026-12-03')).toBe('3 déc. 2026')
  })

  it('writes the short day of a date or of a local date-time', () => {
    expect(formatShortDay('2026-12-03T07:05')).toBe('jeu. 3 déc.')
    expect(formatShortDate('2026-12-03')).toBe('jeu. 3 déc.')
    expect(formatShortDate('2026-12-03', true)).toBe('3 déc.')
  })

  it('shows an unreadable value as it is, and nothing for none', () => {
    expect(formatShortDate('2026-02-30')).toBe('2026-02-30')
    expect(formatShortDate('')).toBe('')
  })
})
