import type { TravelType } from '~/api-contract/constants'

/**
 * The catalogue values the URL schema and the listing's title need: the route heads and search
 * validation load with every page, so these stay apart from the rest of constants.ts.
 */

/** The results' title in map mode and the search summary, by travel type. */
export const TRAVEL_TYPE_LABELS: Record<TravelType, string> = { sejour: 'Séjours', circuit: 'Circuits', croisiere: 'Croisières', location: 'Locations' }
export const CRUISE_THEMES = ['marit', 'fluv'] as const
export const STAR_CATEGORIES = [1, 2, 3, 4, 5] as const
export const SORTS = [
  { id: 'price_asc', label: 'Trier par prix croissant' },
  { id: 'mark_desc', label: 'Trier par meilleure note' },
] as const
