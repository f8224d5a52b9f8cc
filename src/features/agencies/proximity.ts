/** Constants and the widening proximity search of agency selection (booking-and-accounts.md §9). */

export const NEAREST_AGENCY_RADIUS_M = 40_000
export const PROXIMITY_START_M = 60_000
export const PROXIMITY_MAX_M = 1_000_000
export const AGENCY_SEARCH_DEBOUNCE_MS = 300
export const PLACE_SEARCH_MIN_CHARS = 3

/**
 * Nearby search from 60,000 m, doubling the radius while nothing is found, up to
 * 1,000,000 m. Returns the first non-empty answer and the radius that produced it.
 */
export async function widenUntilFound<T>(
  search: (distance: number) => Promise<readonly T[]>,
  start = PROXIMITY_START_M,
  max = PROXIMITY_MAX_M,
): Promise<{ items: readonly T[]; distance: number }> {
  let distance = start
  for (;;) {
    const items = await search(distance)
    if (items.length > 0 || distance >= max) return { items, distance }
    distance = Math.min(distance * 2, max)
  }
}

/** Great-circle distance in metres. */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)))
}
