import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { dateBounds, earliestDepartureDate, nextDay, shiftDays } from './search-dates'

const at = (iso: string) => Temporal.Instant.from(iso)

describe('earliest departure date (today in Paris + 3 days)', () => {
  it('at 23:30 Paris time it still counts from that Paris day', () => {
    // 2026-03-10 23:30 in Paris (UTC+1) is 22:30 UTC, the same day in both.
    expect(earliestDepartureDate(at('2026-03-10T22:30:00Z'))).toBe('2026-03-13')
  })

  it('at 00:30 Paris time it counts from the new Paris day, while UTC is still the day before', () => {
    // 2026-03-11 00:30 in Paris is 2026-03-10 23:30 UTC: a UTC "today" would say 2026-03-13.
    expect(earliestDepartureDate(at('2026-03-10T23:30:00Z'))).toBe('2026-03-14')
  })

  it('follows summer time (UTC+2): 00:30 Paris on 1 July is 22:30 UTC on 30 June', () => {
    expect(earliestDepartureDate(at('2026-06-30T22:30:00Z'))).toBe('2026-07-04')
  })

  it('gives the default departure and return (today + 3, today + 4)', () => {
    const b = dateBounds(Temporal.PlainDate.from('2026-12-30'))
    expect(b).toMatchObject({ min: '2027-01-02', defaultDeparture: '2027-01-02', defaultReturn: '2027-01-03' })
  })
})

describe('shiftDays / nextDay', () => {
  it('crosses months and years', () => {
    expect(shiftDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
  })
})
