import type { Product } from '~/api-contract/catalogue'
import { CRUISE_MODES, DURATION_PRESETS, TOUR_MODES, TRAVEL_TYPE_LABELS } from './constants'
import type { HolidayDate, HolidayDuration, HolidaySearchValues, Place } from './holiday-search'
import { mainDestination } from './product-format'
import { dateSummary, durationSummary } from './search-summary'
import type { ProductPageSearch } from './search.schema'

/** What the box reads of the product. */
export type TripProduct = Pick<Product, 'parent_destinations' | 'type_voyage'> & { features: Pick<Product['features'], 'departure_cities'> }

/** Where the search bar opens and with what: its tab, sub-tab and the form's values. */
export interface SearchStart {
  tab: 'sejour' | 'circuit' | 'croisiere'
  sub: string
  values: HolidaySearchValues
}

/** The product's places by code: its region, its destinations, its departure cities. */
function placesOf(p: TripProduct): Map<string, Place> {
  const places = new Map<string, Place>()
  for (const region of p.parent_destinations) {
    places.set(region.code, { code: region.code, label: region.label })
    for (const d of region.destinations) places.set(d.code, { code: d.code, label: d.label })
  }
  return places
}

/** The form's duration of a 'min,max' stay: its preset, or a number of days. */
function durationOf(minMaxNights: string | undefined): HolidayDuration {
  if (!minMaxNights) return null
  if (DURATION_PRESETS.some((d) => d.value === minMaxNights)) return { type: 'preset', value: minMaxNights }
  const [min, max] = minMaxNights.split(',').map(Number)
  return min === max && min! > 0 ? { type: 'days', days: min! } : null
}

/** The search's date, if not past: its day (with its tolerance) or its month. */
function dateOf(search: ProductPageSearch, today: string): HolidayDate {
  if (search.departureDay && search.departureDay >= today) return { type: 'date', date: search.departureDay, tolerance: search.flexibilityDays ?? 0 }
  if (search.departureYearMonth && search.departureYearMonth >= today.slice(0, 7)) return { type: 'period', month: search.departureYearMonth }
  return null
}

function tabOf(p: TripProduct, search: ProductPageSearch): Pick<SearchStart, 'tab' | 'sub'> {
  switch (search.travelType ?? p.type_voyage) {
    case 'location':
      return { tab: 'sejour', sub: 'rentals' }
    case 'circuit':
      return { tab: 'circuit', sub: TOUR_MODES.find((m) => m.theme && search.themes.includes(m.theme))?.id ?? 'all' }
    case 'croisiere':
      return { tab: 'croisiere', sub: CRUISE_MODES.find((m) => m.theme === search.cruises)?.id ?? 'all' }
    default:
      return { tab: 'sejour', sub: 'hotel-club' }
  }
}

/**
 * The product page's 'Envie d'un autre voyage ?' box: the visitor's search (type, destination,
 * departure city, date, stay), else the product's type and destination; its one-line summary
 * ('Circuits · Crète · juin 2027 · Une semaine') and the search bar's start, filled with it.
 */
export function anotherTrip(p: TripProduct, search: ProductPageSearch, today: string): { summary: string; start: SearchStart } {
  const places = placesOf(p)
  const fromProduct = mainDestination(p)
  const destination = (search.destination && places.get(search.destination)) || (fromProduct ? { code: fromProduct.code, label: fromProduct.label } : null)
  const departureCity = p.features.departure_cities.find((c) => c.code === search.departureCity) ?? null
  const date = dateOf(search, today)
  const duration = durationOf(search.minMaxNights)
  const travelType = search.travelType ?? p.type_voyage
  const summary = [
    TRAVEL_TYPE_LABELS[travelType],
    destination?.label,
    date?.type === 'date'
      ? dateSummary({ departureDay: date.date, flexibilityDays: date.tolerance })
      : date
        ? dateSummary({ departureYearMonth: date.month })
        : null,
    duration ? durationSummary(search.minMaxNights) : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return {
    summary,
    start: {
      ...tabOf(p, search),
      values: {
        departureCity: travelType === 'location' || !departureCity ? null : { code: departureCity.code, label: departureCity.label },
        destination,
        date,
        duration,
        accommodationType: null,
      },
    },
  }
}
