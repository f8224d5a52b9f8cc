import type { FeatureCollection } from 'geojson'
import type { ExpressionSpecification, FilterSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl'
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
 * or 3 (from 9), the most populous (`population`) placed first where labels collide, each with its dot.
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

/** Where the app's markers stand, and the place name each shows (its caption), if any. */
export interface MapMarkerSpot {
  latitude: number
  longitude: number
  caption?: string
}

/** How far from a marker no town is named, in screen pixels: a pin or badge and its caption. */
export const MARKER_CLEARANCE_PX = 30
/** Labels run right of their dot: a dot up to this far left of a marker would have its name under it. */
const LABEL_REACH_PX = 90

/** Metres per screen pixel at a zoom and latitude (MapLibre's 512 px world at zoom 0). */
export const metresPerPixel = (zoom: number, latitude: number) => (40_075_016.686 * Math.cos((latitude * Math.PI) / 180)) / (512 * 2 ** zoom)

/**
 * The places of a rank to name: not a town a marker's caption names already, nor one whose dot or
 * label would lie under a marker (within MARKER_CLEARANCE_PX of it or of the stretch LABEL_REACH_PX
 * left of it, at `zoom`, the view centred on `latitude`). A filter on the layers `placeLayerIds` names.
 */
export function placeFilter(rank: PlaceRank, markers: readonly MapMarkerSpot[] = [], zoom = 0, latitude = 0): FilterSpecification {
  const ofRank: ExpressionSpecification = ['==', ['get', 'rank'], rank]
  if (!markers.length) return ofRank
  const captions = [...new Set(markers.flatMap((m) => (m.caption ? [m.caption] : [])))]
  // Each marker's reach: the marker and the stretch left of it where a label would run under it.
  const reach = (LABEL_REACH_PX * 360) / (512 * 2 ** zoom)
  const spots = {
    type: 'MultiLineString' as const,
    coordinates: markers.map((m) => [
      [m.longitude - reach, m.latitude],
      [m.longitude, m.latitude],
    ]),
  }
  return [
    'all',
    ofRank,
    ['!', ['in', ['get', 'name'], ['literal', captions]]],
    ['>', ['distance', spots], MARKER_CLEARANCE_PX * metresPerPixel(zoom, latitude)],
  ]
}

type PlaceRank = 1 | 2 | 3
const PLACE_RANKS = [3, 2, 1] as const
export const placeLayerIds = PLACE_RANKS.map((rank) => [`places-${rank}`, rank] as const)

function detailLayers(markers: readonly MapMarkerSpot[], zoom: number, latitude: number): LayerSpecification[] {
  // The town's dot is the label's first character: a label that collides is hidden with its dot.
  const places = PLACE_RANKS.map((rank): LayerSpecification => ({
    id: `places-${rank}`,
    type: 'symbol',
    source: 'places',
    minzoom: PLACE_MIN_ZOOM[rank],
    filter: placeFilter(rank, markers, zoom, latitude),
    layout: {
      'text-field': ['concat', '•\u2002', ['get', 'name']],
      'text-font': LABEL_FONT,
      'text-size': rank === 1 ? 14 : rank === 2 ? 13 : 12,
      'symbol-sort-key': ['-', ['get', 'population']],
      // The dot's centre on the town: the label's left edge a third of an em before it.
      'text-anchor': 'left',
      'text-offset': [-0.3, 0],
      'text-justify': 'left',
      'text-padding': 4,
      'text-max-width': 8,
    },
    paint: { 'text-color': palette.text, 'text-halo-color': palette.mapLand, 'text-halo-width': 1.5 },
  }))
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

export function offlineStyle(
  data: FeatureCollection,
  detail?: BasemapDetail,
  markers: readonly MapMarkerSpot[] = [],
  view = { zoom: 0, latitude: 0 },
): StyleSpecification {
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
      ...(detail ? detailLayers(markers, view.zoom, view.latitude) : []),
    ],
  }
}
