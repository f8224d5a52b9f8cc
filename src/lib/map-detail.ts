import { MAP_STYLE_URL } from './map'

/**
 * The offline basemap's detail for France (coasts and borders at 1:10m, town names), built at
 * build time (.config/fr-basemap.ts) into a chunk of its own, fetched only when a map is shown.
 * A module of its own: only the lazily loaded maps import it, not the pages' initial JS.
 */
export const loadMapDetail = () => import('virtual:fr-basemap').then((m) => m.default)

/** What every map of the app draws under its markers: the configured style, else the offline basemap with France's detail. */
export const appBasemap = { styleUrl: MAP_STYLE_URL, detail: loadMapDetail }
