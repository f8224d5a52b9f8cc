/**
 * Map settings shared by every map of the product (agencies, holiday results). The spec's
 * defaults: zoom 8, max 16, centred near Paris (storefront-and-holidays.md §9).
 */
export const MAP_DEFAULT_CENTER = { latitude: 48.8566, longitude: 2.3522 } as const
export const MAP_DEFAULT_ZOOM = 8
export const MAP_MAX_ZOOM = 16

/** A MapLibre style URL given at build time (VITE_MAP_STYLE_URL); unset, the offline basemap. */
export const MAP_STYLE_URL: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined
