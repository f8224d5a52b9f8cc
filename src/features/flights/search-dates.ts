import { Temporal } from 'temporal-polyfill'
import { todayInParis } from '~/lib/dates'

/**
 * The dates of a flight search (flights.md §4, §5, §9), on Temporal in Europe/Paris: the
 * earliest selectable date is today (Paris) plus 3 days; defaults today + 3 and today + 4.
 */

export const EARLIEST_DAYS = 3

export function dateBounds(today: Temporal.PlainDate = todayInParis()) {
  return {
    min: today.add({ days: EARLIEST_DAYS }).toString(),
    defaultDeparture: today.add({ days: EARLIEST_DAYS }).toString(),
    defaultReturn: today.add({ days: EARLIEST_DAYS + 1 }).toString(),
    /** The calendars stop a year ahead (airlines sell about 330 days out). */
    max: today.add({ years: 1 }).toString(),
  }
}

/** The earliest departure date at `now` (YYYY-MM-DD, Paris business day + 3). */
export function earliestDepartureDate(now?: Temporal.Instant): string {
  return dateBounds(todayInParis(now)).min
}

/** `iso` moved by `days` (may be negative). */
export function shiftDays(iso: string, days: number): string {
  return Temporal.PlainDate.from(iso).add({ days }).toString()
}

/** The day after `iso` (for a new multi-destination row). */
export const nextDay = (iso: string): string => shiftDays(iso, 1)
