import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { isIsoDate, todayInParis } from './dates'

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-12-03')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('03/12/2026')).toBe(false)
    expect(isIsoDate('')).toBe(false)
  })

  it('accepts years below 100 (a year being typed in a date picker), with their own leap years', () => {
    expect(isIsoDate('0002-11-23')).toBe(true)
    expect(isIsoDate('0020-02-29')).toBe(true)
    expect(isIsoDate('0021-02-29')).toBe(false)
  })

  it('takes the business day in Paris', () => {
    // 23:30 UTC on 20 Nov is already 21 Nov in Paris.
    expect(todayInParis(Temporal.Instant.from('2026-11-20T23:30:00Z')).toString()).toBe('2026-11-21')
  })
})
