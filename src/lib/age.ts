import type { Temporal } from 'temporal-polyfill'
import { todayInParis } from './dates'

/**
 * Ages (booking-and-accounts.md §5): a person qualifies when the whole years between their
 * birth date and a given date reach a minimum. Someone born on 29 February turns a year older
 * on 1 March in common years.
 */

/** Whole years from `birth` to `on` (negative when `on` is before the birth). */
export function ageOn(birth: Temporal.PlainDate, on: Temporal.PlainDate): number {
  return birth.until(on, { largestUnit: 'years' }).years
}

export function hasReachedAge(birth: Temporal.PlainDate, minimum: number, on: Temporal.PlainDate = todayInParis()): boolean {
  return ageOn(birth, on) >= minimum
}

/** The date `years` years before `from` (today in Paris by default): e.g. a default birth date. */
export function yearsBefore(years: number, from: Temporal.PlainDate = todayInParis()): Temporal.PlainDate {
  return from.subtract({ years })
}
