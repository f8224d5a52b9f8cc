/** The detailed basemap of France built by .config/fr-basemap.ts: import it dynamically (a chunk fetched with a map). */
declare module 'virtual:fr-basemap' {
  import type { BasemapDetail } from 'design-system/MapView/basemap'

  const basemap: BasemapDetail
  export default basemap
}
