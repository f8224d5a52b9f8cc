import type { FeatureCollection } from 'geojson'
import type { StyleSpecification } from 'maplibre-gl'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countriesUrl from 'world-atlas/countries-50m.json?url'
import { palette } from '../tokens/palette'

/**
 * The offline basemap: country shapes from the world-atlas package (shipped as a hashed asset,
 * loaded only with a map), drawn as a GeoJSON source. No tile server is needed.
 */

let countries: Promise<FeatureCollection> | undefined

export function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((r) => r.json() as Promise<Topology<{ countries: GeometryCollection }>>)
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
  // A failed load is not kept: the next map tries again.
  countries.catch(() => (countries = undefined))
  return countries
}

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
