import { Temporal } from 'temporal-polyfill'

export { isIsoDate } from './iso-date'

export const PARIS_TIME_ZONE = 'Europe/Paris'

/** Today in Paris (the product's business day). */
export function todayInParis(now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate {
  return now.toZonedDateTimeISO(PARIS_TIME_ZONE).toPlainDate()
}
