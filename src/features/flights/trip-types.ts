/** The three trip types of the flight search (flights.md §1, §3): one list, with the tab labels. */
export const TRIP_TYPES = ['roundTrip', 'oneWay', 'multiDestinations'] as const
export type TripType = (typeof TRIP_TYPES)[number]

export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  roundTrip: 'Aller-retour',
  oneWay: 'Aller simple',
  multiDestinations: 'Multi-destinations',
}

export function isTripType(value: unknown): value is TripType {
  return typeof value === 'string' && (TRIP_TYPES as readonly string[]).includes(value)
}
