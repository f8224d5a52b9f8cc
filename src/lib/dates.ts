import { Temporal } from 'temporal-polyfill'

export const PARIS_TIME_ZONE = 'Europe/Paris'

/** Today in Paris (the product's business day). */
export function todayInParis(now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate {
  return now.toZonedDateTimeISO(PARIS_TIME_ZONE).toPlainDate()
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' })
    return true
  } catch {
    return false
  }
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** 'D MMM YYYY' in French, e.g. « 3 déc. 2026 ». */
export function formatDate(iso: string): string {
  const date = Temporal.PlainDate.from(iso)
  return longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
}
