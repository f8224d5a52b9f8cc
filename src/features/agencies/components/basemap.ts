import type { FeatureCollection } from 'geojson'
import type { StyleSpecification } from 'maplibre-gl'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countriesUrl from 'world-atlas/countries-50m.json?url'
import { palette } from 'design-system'

/**
 * The offline basemap: country shapes from the world-atlas package (shipped with the app as a
 * hashed asset, loaded only with the map), drawn as a GeoJSON source. No tile server is
 * needed. A real style URL can be given with VITE_MAP_STYLE_URL at build time.
 */

let countries: Promise<FeatureCollection> | undefined

export function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((r) => r.json() as Promise<Topology<{ countries: GeometryCollection }>>)
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
  return countries
}

export const configuredStyleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined

export function offlineStyle(data: FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': palette.mapWater } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': palette.mapLand } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': palette.mapBorder, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 10, 1.5] },
      },
    ],
  }
}
