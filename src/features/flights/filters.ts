import type { FlightSearchParams } from './search.schema'

type Params = FlightSearchParams

/** The filters at their defaults ('Réinitialiser les filtres'). */
export const EMPTY_FILTERS: Partial<Params> = {
  scales: 'all',
  oneNightScale: undefined,
  experience: undefined,
  maxPrice: undefined,
  maxPriceType: 'per-person',
  flightTime: undefined,
  flightTimeReturn: undefined,
  airlinesSelected: undefined,
  routes: undefined,
  maxDuration: undefined,
  checkedBag: undefined,
  lowEmissions: undefined,
}

/** How many filters differ from their defaults (the mobile 'Filtres (n)' chip). */
export function activeFilterCount(p: Params): number {
  return [
    p.scales !== 'all',
    p.oneNightScale !== undefined,
    p.experience !== undefined,
    p.maxPrice !== undefined,
    p.flightTime !== undefined,
    p.flightTimeReturn !== undefined,
    (p.airlinesSelected?.length ?? 0) > 0,
    (p.routes ?? []).some((r) => r.departureAirports.length + r.arrivalAirports.length > 0),
    p.maxDuration !== undefined,
    p.checkedBag === true,
    p.lowEmissions === true,
  ].filter(Boolean).length
}
