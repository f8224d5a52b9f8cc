import type { AgencyOpening } from '~/api-contract/agencies'

/** Agency opening hours (booking-and-accounts.md: days 1–7 Monday to Sunday, shown as HHhMM). */

export const DAY_NAMES = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const

/** '09:30:00' or '09:30' → '09h30'. */
export function formatTime(time: string | null | undefined): string | null {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null
  return match ? `${match[1]!.padStart(2, '0')}h${match[2]}` : null
}

function span(open: string | null, close: string | null): string | null {
  const from = formatTime(open)
  const to = formatTime(close)
  return from && to ? `${from} - ${to}` : null
}

export interface OpeningLine {
  day: number
  label: (typeof DAY_NAMES)[number]
  /** e.g. ['09h00 - 12h00', '14h00 - 19h00'], empty when closed. */
  spans: string[]
}

/** One line per day, Monday first; days absent from the data are closed. */
export function openingLines(openings: readonly AgencyOpening[]): OpeningLine[] {
  return DAY_NAMES.map((label, index) => {
    const day = index + 1
    const opening = openings.find((o) => o.day === day)
    const spans = opening
      ? [span(opening.morning_open_time, opening.morning_close_time), span(opening.afternoon_open_time, opening.afternoon_close_time)].filter(
          (s): s is string => s !== null,
        )
      : []
    return { day, label, spans }
  })
}

/** 'Fermé' or the spans joined for display. */
export function openingText(line: OpeningLine): string {
  return line.spans.length ? line.spans.join(' / ') : 'Fermé'
}
