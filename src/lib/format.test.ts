import { describe, expect, it } from 'vitest'
import { formatDate, formatDayRange, formatLongDay, formatShortDate, formatShortDay } from './format'

describe('fr-FR date formats', () => {
  it('writes D MMM YYYY', () => {
    expect(formatDate('2026-12-03')).toBe('3 déc. 2026')
  })

  it('writes the short day of a date or of a local date-time', () => {
    expect(formatShortDay('2026-12-03T07:05')).toBe('jeu. 3 déc.')
    expect(formatShortDate('2026-12-03')).toBe('jeu. 3 déc.')
    expect(formatShortDate('2026-12-03', true)).toBe('3 déc.')
  })

  it('writes a day in full', () => {
    expect(formatLongDay('2026-12-08')).toBe('mardi 8 décembre')
  })

  it('shows an unreadable value as it is, and nothing for none', () => {
    expect(formatShortDate('2026-02-30')).toBe('2026-02-30')
    expect(formatShortDate('')).toBe('')
  })

  it('writes two days in short, the month once when it is the same', () => {
    expect(formatDayRange('2026-12-18', '2026-12-23')).toBe('18 – 23 déc.')
    expect(formatDayRange('2026-12-30', '2027-01-04')).toBe('30 déc. – 4 janv.')
    expect(formatDayRange('2026-12-18', '2026-12-18')).toBe('18 déc.')
  })
})

describe('booking formats', () => {
  it('writes trip dates DD-MM, birth dates DD/MM/YYYY and UTC times DD/MM/YYYY - HH:mm', async () => {
    const { formatDayMonthDash, formatSlashDate, formatUtcDateTime } = await import('./format')
    expect(formatDayMonthDash('2027-03-09')).toBe('09-03')
    expect(formatSlashDate('1985-12-31')).toBe('31/12/1985')
    expect(formatUtcDateTime('2027-03-09T22:05:00Z')).toBe('09/03/2027 - 22:05')
    expect(formatUtcDateTime('2027-03-10T00:30:00+02:00')).toBe('09/03/2027 - 22:30')
  })
})

describe('formatZonedDateTime', () => {
  it('writes an instant in the airport zone, DD/MM/YYYY - HH:mm, and null for an unknown zone', async () => {
    const { formatZonedDateTime } = await import('./format')
    expect(formatZonedDateTime('2026-12-18T00:35:00Z', 'America/New_York')).toBe('17/12/2026 - 19:35')
    expect(formatZonedDateTime('2026-07-01T22:00:00Z', 'Europe/Paris')).toBe('02/07/2026 - 00:00')
    expect(formatZonedDateTime('2026-07-01T22:00:00Z', 'Nowhere/Atlantis')).toBeNull()
  })

  it('writes a flight time local then UTC, the UTC date when it differs, UTC alone without a zone', async () => {
    const { formatFlightTime } = await import('./format')
    expect(formatFlightTime('2026-12-18T00:35:00Z', 'America/New_York')).toBe('17/12/2026 - 19:35 heure locale (00:35 UTC le 18/12/2026)')
    expect(formatFlightTime('2026-12-18T08:10:00Z', 'Europe/Paris')).toBe('18/12/2026 - 09:10 heure locale (08:10 UTC)')
    expect(formatFlightTime('2026-12-18T08:10:00Z', undefined)).toBe('18/12/2026 - 08:10 (heure UTC)')
  })
})
