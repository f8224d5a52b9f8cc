import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { ageOn, hasReachedAge, yearsBefore } from './age'

const d = (s: string) => Temporal.PlainDate.from(s)

describe('age', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn(d('2008-11-23'), d('2026-11-23'))).toBe(18)
    expect(ageOn(d('2008-11-24'), d('2026-11-23'))).toBe(17)
    expect(ageOn(d('1986-05-14'), d('2026-11-23'))).toBe(40)
  })

  it('makes a 29 February birth a year older on 1 March in common years', () => {
    expect(ageOn(d('2008-02-29'), d('2026-02-28'))).toBe(17)
    expect(ageOn(d('2008-02-29'), d('2026-03-01'))).toBe(18)
    expect(ageOn(d('2008-02-29'), d('2028-02-29'))).toBe(20)
  })

  it('qualifies from the minimum age on', () => {
    const today = d('2026-11-23')
    expect(hasReachedAge(d('2008-11-23'), 18, today)).toBe(true)
    expect(hasReachedAge(d('2008-11-24'), 18, today)).toBe(false)
    expect(hasReachedAge(d('2030-01-01'), 0, today)).toBe(false)
  })

  it('the default birth date 18 years ago is exactly old enough (property)', () => {
    const days = fc.integer({ min: 0, max: 365 * 60 })
    fc.assert(
      fc.property(days, (n) => {
        const today = d('1990-01-01').add({ days: n })
        const birth = yearsBefore(18, today)
        expect(hasReachedAge(birth, 18, today)).toBe(true)
        expect(hasReachedAge(birth.add({ days: 1 }), 18, today)).toBe(false)
      }),
      { seed: 18, numRuns: 500 },
    )
  })
})
