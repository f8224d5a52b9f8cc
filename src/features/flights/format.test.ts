import { describe, expect, it } from 'vitest'
import { dayOffset, formatMinutes, parseDuration, passengerDescription, stopsLabel, timeOf } from './format'

describe('flight formats', () => {
  it('formats durations, times and day offsets', () => {
    expect(formatMinutes(425)).toBe('7 h 05')
    expect(formatMinutes(45)).toBe('45 min')
    expect(parseDuration('8:30')).toBe(510)
    expect(timeOf('2026-12-03T07:05')).toBe('07:05')
    expect(dayOffset('2026-12-31T22:00', '2027-01-01T06:00')).toBe(1)
  })

  it('words stops and passengers in French', () => {
    expect(stopsLabel(0)).toBe('Direct')
    expect(stopsLabel(2)).toBe('2 escales')
    expect(passengerDescription({ adults: { number: 2 }, childrens: { number: 1 }, infants: { number: 0 } })).toBe('2 adultes, 1 enfant')
  })
})
