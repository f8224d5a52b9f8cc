/**
 * The fr-FR display formats of dates, with Intl only (no Temporal): cheap enough for every
 * page (each formatter built on its first use). The one place that builds date formatters; prices are the design system's formatPrice.
 */
import { isIsoDate } from './iso-date'
import { lazy } from './lazy'

/** A UTC fr-FR date formatter, built on its first use. */
const utc = (options: Intl.DateTimeFormatOptions) => lazy(() => new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' }))
const longDate = utc({ day: 'numeric', month: 'short', year: 'numeric' })
const weekdayDayMonth = utc({ weekday: 'short', day: 'numeric', month: 'short' })
const dayMonth = utc({ day: 'numeric', month: 'short' })
const longWeekdayDayMonth = utc({ weekday: 'long', day: 'numeric', month: 'long' })

/** YYYY-MM-DD (or the date part of YYYY-MM-DDTHH:mm) as a Date at UTC midnight. */
function utcDay(iso: string): Date {
  return new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))))
}

/** 'D MMM YYYY' in French, e.g. « 3 déc. 2026 », from YYYY-MM-DD. */
export function formatDate(iso: string): string {
  return longDate().format(utcDay(iso))
}

/** « ven. 12 juin » from YYYY-MM-DD or a local date-time YYYY-MM-DDTHH:mm. */
export function formatShortDay(iso: string): string {
  return weekdayDayMonth().format(utcDay(iso))
}

/** « vendredi 12 juin » from YYYY-MM-DD (a day read out in full, e.g. in an accessible name). */
export function formatLongDay(iso: string): string {
  return longWeekdayDayMonth().format(utcDay(iso))
}

/** « ven. 12 juin » (« 12 juin » when `short`) from YYYY-MM-DD; an unreadable value is shown as is. */
export function formatShortDate(iso: string, short = false): string {
  if (!iso) return ''
  if (!isIsoDate(iso)) return iso
  return (short ? dayMonth : weekdayDayMonth)().format(utcDay(iso))
}

/**
 * Two days in short: « 18 – 23 déc. » in the same month, « 30 déc. – 4 janv. » across months
 * (no year: a summary of dates within the year ahead), « 18 déc. » for one day; YYYY-MM-DD.
 */
export function formatDayRange(from: string, to: string): string {
  const end = formatShortDate(to, true)
  if (from === to) return end
  return from.slice(0, 7) === to.slice(0, 7) ? `${Number(from.slice(8, 10))} – ${end}` : `${formatShortDate(from, true)} – ${end}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'DD-MM' from YYYY-MM-DD (booking trip dates: 'Le 12-06', 'Du 12-06 au 19-06'). */
export function formatDayMonthDash(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}`
}

/** 'DD/MM/YYYY' from YYYY-MM-DD (birth dates). */
export function formatSlashDate(iso: string): string {
  return isIsoDate(iso.slice(0, 10)) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso
}

/** 'DD/MM/YYYY - HH:mm' of an instant, in UTC (confirmation travel times). */
export function formatUtcDateTime(instant: string): string {
  const d = new Date(instant)
  if (Number.isNaN(d.getTime())) return instant
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} - ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

const zoned = new Map<string, Intl.DateTimeFormat>()

/** 'DD/MM/YYYY - HH:mm' of an instant in an IANA time zone (a flight's local times); null for an unknown zone. */
export function formatZonedDateTime(instant: string, timeZone: string): string | null {
  const d = new Date(instant)
  if (Number.isNaN(d.getTime())) return null
  let format = zoned.get(timeZone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('fr-FR', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
    } catch {
      return null
    }
    zoned.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(d).map((p) => [p.type, p.value]))
  return `${part.day}/${part.month}/${part.year} - ${part.hour}:${part.minute}`
}

/**
 * A flight time: local at its airport, then UTC ('17/12/2026 - 19:35 heure locale (00:35 UTC le
 * 18/12/2026)'); UTC alone when the airport's zone is unknown ('18/12/2026 - 00:35 (heure UTC)').
 */
export function formatFlightTime(instant: string, timeZone: string | undefined): string {
  const utc = formatUtcDateTime(instant)
  const local = timeZone ? formatZonedDateTime(instant, timeZone) : null
  if (!local) return `${utc} (heure UTC)`
  return `${local} heure locale (${utc.slice(-5)} UTC${utc.slice(0, 10) === local.slice(0, 10) ? '' : ` le ${utc.slice(0, 10)}`})`
}

/** A trip's way by its place: 'Aller', 'Retour' (a round trip), 'Trajet 2' (a multi-city trip). */
export const legLabel = (index: number, count: number) => (count === 2 ? (index === 0 ? 'Aller' : 'Retour') : count === 1 ? 'Aller' : `Trajet ${index + 1}`)
