import type { FilterSection } from './FlightFilters'

/** Mobile chips: each opens the filters drawer on its part ('Tous les filtres': all of them). */
export const FILTER_CHIPS: ReadonlyArray<readonly [FilterSection | 'all', string]> = [
  ['all', 'Tous les filtres'],
  ['scales', 'Escales'],
  ['price', 'Prix'],
  ['routes', 'Itinéraires'],
  ['airlines', 'Compagnies'],
]
