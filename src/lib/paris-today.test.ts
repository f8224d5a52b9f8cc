import { describe, expect, it } from 'vitest'
import { currentMonthInParis, todayIsoInParis } from './paris-today'

describe('today and this month in Paris', () => {
  it('are Paris dates, not UTC ones', () => {
    expect(todayIsoInParis(new Date('2027-01-31T23:30:00Z'))).toBe('2027-02-01')
    expect(todayIsoInParis(new Date('2027-07-14T12:00:00Z'))).toBe('2027-07-14')
    expect(currentMonthInParis(new Date('2027-01-31T23:30:00Z'))).toBe('2027-02')
    expect(currentMonthInParis(new Date('2027-07-31T21:30:00Z'))).toBe('2027-07')
    expect(currentMonthInParis(new Date('2027-07-31T22:30:00Z'))).toBe('2027-08')
  })
})
