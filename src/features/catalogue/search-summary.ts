import { formatDate } from '~/lib/format'
import { ALL_OFFERS_LABEL, DURATION_PRESETS, TRAVEL_TYPE_LABELS } from './constants'
import type { ProductSearchParams } from './search.schema'
import { lazyFormat } from 'design-system'

/** How a search reads in titles, the summary box and the search banner (§9 display rules). */

const monthFormat = lazyFormat(() => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }))

/** 'juillet 2027' from '2027-07'. */
export function monthLabel(code: string): string {
  const [y, m] = code.split('-').map(Number) as [number, number]
  return monthFormat().format(new Date(Date.UTC(y, m - 1, 1)))
}

/** 'D MMM YYYY' with '± n j' of tolerance, or the month; null without a date. */
export function dateSummary(p: Pick<ProductSearchParams, 'departureDay' | 'flexibilityDays' | 'departureYearMonth'>): string | null {
  if (p.departureDay) return `${formatDate(p.departureDay)}${p.flexibilityDays ? ` ± ${p.flexibilityDays} j` : ''}`
  if (p.departureYearMonth) return monthLabel(p.departureYearMonth)
  return null
}

/** The preset's label, or 'N jours'; null without a duration. */
export function durationSummary(minMaxNights: string | undefined): string | null {
  if (!minMaxNights) return null
  const preset = DURATION_PRESETS.find((d) => d.value === minMaxNights)
  if (preset) return preset.label
  const days = Number(minMaxNights.split(',')[0])
  return `${days} jour${days > 1 ? 's' : ''}`
}

/** The map mode's title ('{product}'): the travel type's name, or 'Nos offres'. */
export function productWord(p: Pick<ProductSearchParams, 'travelType'>): string {
  return p.travelType ? TRAVEL_TYPE_LABELS[p.travelType] : ALL_OFFERS_LABEL
}
