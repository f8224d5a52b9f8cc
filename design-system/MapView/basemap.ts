import type { FeatureCollection } from 'geojson'
import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl'
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

/**
 * A finer basemap for one region, given by the app: within `bounds` ([west, south, east, north]),
 * from DETAIL_MIN_ZOOM on, `land` (polygons) and `borders` (coasts and borders, lines) replace the
 * world shapes; `places` are points named by `name`, of `rank` 1 (named from zoom 5), 2 (from 7)
 * or 3 (from 9), the most populous (`population`) placed first where labels collide.
 */
export interface BasemapDetail {
  bounds: [number, number, number, number]
  land: FeatureCollection
  borders: FeatureCollection
  places: FeatureCollection
}

export const DETAIL_MIN_ZOOM = 5
/** The zoom from which places of each rank are named. */
const PLACE_MIN_ZOOM = { 1: 5, 2: 7, 3: 9 } as const
/** Text drawn by MapLibre from the local font (no glyph server): the design system's. */
const LABEL_FONT = ['Inter Variable', 'Inter', 'system-ui', 'sans-serif']

const borderWidth: ExpressionSpecification = ['interpolate', ['linear'], ['zoom'], 3, 0.5, 10, 1.5]

function detailLayers(): LayerSpecification[] {
  const places = ([3, 2, 1] as const).map((rank): LayerSpecification => ({
    id: `places-${rank}`,
    type: 'symbol',
    source: 'places',
    minzoom: PLACE_MIN_ZOOM[rank],
    filter: ['==', ['get', 'rank'], rank],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT,
      'text-size': rank === 1 ? 14 : rank === 2 ? 13 : 12,
      'symbol-sort-key': ['-', ['get', 'population']],
      // Beside the town's dot: the app's markers stand on it (a pin above, a caption below).
      'text-variable-anchor': ['left', 'right'],
      'text-radial-offset': 0.5,
      'text-justify': 'auto',
      'text-padding': 4,
      'text-max-width': 8,
    },
    paint: { 'text-color': palette.text, 'text-halo-color': palette.mapLand, 'text-halo-width': 1.5 },
  }))
  // A dot for each town named at this zoom.
  const byZoom = (size: number): ExpressionSpecification => [
    'step',
    ['zoom'],
    ['case', ['==', ['get', 'rank'], 1], size, 0],
    PLACE_MIN_ZOOM[2],
    ['case', ['<=', ['get', 'rank'], 2], size, 0],
    PLACE_MIN_ZOOM[3],
    size,
  ]
  const dots: LayerSpecification = {
    id: 'places-dots',
    type: 'circle',
    source: 'places',
    minzoom: PLACE_MIN_ZOOM[1],
    paint: {
      'circle-radius': byZoom(2.5),
      'circle-color': palette.text,
      'circle-stroke-color': palette.mapLand,
      'circle-stroke-width': byZoom(1),
    },
  }
  return [
    // The world shapes stop where the region's begin: its box is painted sea, then its land, from
    // one source so that both are drawn in the same frame.
    { id: 'detail-sea', type: 'fill', source: 'detail-land', minzoom: DETAIL_MIN_ZOOM, filter: IS_BOX, paint: { 'fill-color': palette.mapWater } },
    {
      id: 'detail-land',
      type: 'fill',
      source: 'detail-land',
      minzoom: DETAIL_MIN_ZOOM,
      filter: ['!', IS_BOX],
      paint: { 'fill-color': palette.mapLand },
    },
    {
      id: 'detail-borders',
      type: 'line',
      source: 'detail-borders',
      minzoom: DETAIL_MIN_ZOOM,
      paint: { 'line-color': palette.mapBorder, 'line-width': borderWidth },
    },
    dots,
    // Top layers are placed first: the biggest towns win collisions.
    ...places,
  ]
}

const IS_BOX: ExpressionSpecification = ['==', ['get', 'box'], true]

/** The region's land, after its box (drawn as sea). */
function landInBox({ bounds: [west, south, east, north], land }: BasemapDetail): FeatureCollection {
  const ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ]
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { box: true }, geometry: { type: 'Polygon', coordinates: [ring] } }, ...land.features],
  }
}

export function offlineStyle(data: FeatureCollection, detail?: BasemapDetail): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data },
      ...(detail && {
        'detail-land': { type: 'geojson', data: landInBox(detail) },
        'detail-borders': { type: 'geojson', data: detail.borders },
        places: { type: 'geojson', data: detail.places },
      }),
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': palette.mapWater } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': palette.mapLand } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': palette.mapBorder, 'line-width': borderWidth } },
      ...(detail ? detailLayers() : []),
    ],
  }
}
