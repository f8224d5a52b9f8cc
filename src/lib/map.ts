/**
 * Map settings shared by every map of the product (agencies, holiday results). The spec's
 * defaults: zoom 8, max 16, centred near Paris (storefront-and-holidays.md §9).
 */
export const MAP_DEFAULT_CENTER = { latitude: 48.8566, longitude: 2.3522 } as const
export const MAP_DEFAULT_ZOOM = 8
export const MAP_MAX_ZOOM = 16

/** A MapLibre style URL given at build time (VITE_MAP_STYLE_URL); unset, the offline basemap. */
export const MAP_STYLE_URL: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined

/**
 * Where a point lies on the Web Mercator plane at a zoom, in screen pixels (MapLibre's 512 px
 * world at zoom 0). Only differences mean something: how far apart two markers are drawn.
 */
export function mercatorPixels(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const size = 512 * 2 ** zoom
  const sin = Math.sin((latitude * Math.PI) / 180)
  return { x: ((longitude + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size }
}
