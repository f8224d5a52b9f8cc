import type { TravelType } from '~/api-contract/constants'
import { DURATION_PRESETS, type FormKind } from './constants'
import type { ProductSearchParams } from './search.schema'

/**
 * The search bar's form values (storefront-and-holidays.md §3 "search form values") and how a
 * search becomes the /search-products URL (§5: the exact date only when one is chosen,
 * otherwise the chosen month, if any).
 */

export type HolidayDate = { type: 'date'; date: string; tolerance: number } | { type: 'period'; month: string } | null
/** min,max nights ('7,14'), or a number of days; null: 'Peu importe'. */
export type HolidayDuration = { type: 'preset'; value: string } | { type: 'days'; days: number } | null

export interface Place {
  code: string
  label: string
}

export interface HolidaySearchValues {
  departureCity: Place | null
  destination: Place | null
  date: HolidayDate
  duration: HolidayDuration
  /** Rentals: the accommodation type. */
  accommodationType: Place | null
}

export const EMPTY_HOLIDAY_SEARCH: HolidaySearchValues = { departureCity: null, destination: null, date: null, duration: null, accommodationType: null }

export interface FormPreset {
  kind: FormKind
  /** The sub-tab's theme (tours, cruises). */
  theme: string | null
}

const TRAVEL_TYPE_OF: Record<FormKind, TravelType> = { 'hotel-club': 'sejour', rentals: 'location', circuit: 'circuit', croisiere: 'croisiere' }

/** The /search-products params of a search (defaults left out). */
export function toResultsSearch(values: HolidaySearchValues, preset: FormPreset): Partial<ProductSearchParams> {
  const out: Partial<ProductSearchParams> = { travelType: TRAVEL_TYPE_OF[preset.kind] }
  if (preset.kind === 'hotel-club') out.accommodationTypes = ['hotel', 'club']
  if (preset.kind === 'rentals' && values.accommodationType) out.accommodationTypes = [values.accommodationType.code]
  if (preset.theme === 'marit' || preset.theme === 'fluv') out.cruises = preset.theme
  else if (preset.theme) out.themes = [preset.theme]
  if (values.destination) out.destination = values.destination.code
  if (values.departureCity && preset.kind !== 'rentals') out.departureCity = values.departureCity.code
  if (values.date?.type === 'date') {
    out.departureDay = values.date.date
    if (values.date.tolerance) out.flexibilityDays = values.date.tolerance
  } else if (values.date?.type === 'period') out.departureYearMonth = values.date.month
  const nights = durationNights(values.duration)
  if (nights) out.minMaxNights = nights
  return out
}

/** The API's min_max_nights of a duration: the preset's 'n,n', or 'n,n' days; undefined for 'Peu importe'. */
export function durationNights(d: HolidayDuration): string | undefined {
  if (!d) return undefined
  if (d.type === 'preset') return d.value || undefined
  return d.days > 0 ? `${d.days},${d.days}` : undefined
}

/** The duration as the field shows it: the preset's label or 'N jours'; null for none. */
export function durationLabel(d: HolidayDuration): string | null {
  if (!d) return null
  if (d.type === 'preset') return DURATION_PRESETS.find((p) => p.value === d.value)?.label ?? null
  return d.days > 0 ? `${d.days} jour${d.days > 1 ? 's' : ''}` : null
}

/** Case-insensitive substring match on a place's label (§5), accents ignored. */
export function matchesPlace(label: string, term: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
  return norm(label).includes(norm(term.trim()))
}
