import type { MultiLineString, MultiPolygon } from 'geojson'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { describe, expect, it } from 'vitest'
import { buildPlaces, clipCountries } from '../../.config/fr-basemap'

/** Two countries side by side, A on [0, 2] and B on [2, 4], sharing the border x = 2. */
const topology: Topology<{ countries: GeometryCollection }> = {
  type: 'Topology',
  arcs: [
    [
      [2, 0],
      [2, 2],
    ],
    [
      [2, 2],
      [0, 2],
      [0.00001, 1],
      [0, 0],
      [2, 0],
    ],
    [
      [2, 2],
      [4, 2],
      [4, 0],
      [2, 0],
    ],
  ],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', arcs: [[1, 0]], properties: { name: 'A' } },
        { type: 'Polygon', arcs: [[-1, -3]], properties: { name: 'B' } },
      ],
    },
  },
}

describe('clipCountries', () => {
  it('keeps the land and every coast and border line inside the bounds only', () => {
    const { land, borders } = clipCountries(topology, [1, -1, 3, 3])
    const polygons = (land.features[0]!.geometry as MultiPolygon).coordinates
    const lines = (borders.features[0]!.geometry as MultiLineString).coordinates
    expect(polygons).toHaveLength(2)
    for (const point of [...polygons.flat(2), ...lines.flat()]) {
      expect(point[0]).toBeGreaterThanOrEqual(1)
      expect(point[0]).toBeLessThanOrEqual(3)
    }
    // The shared border, drawn once, and each country's coast cut at the bounds (x = 1 and x = 3).
    // Coasts cut at the bounds (x = 1 and x = 3), the shared border x = 2 drawn once.
    expect(lines).toEqual([
      [
        [2, 0],
        [2, 2],
        [1, 2],
      ],
      [
        [1, 0],
        [2, 0],
        [3, 0],
      ],
      [
        [3, 2],
        [2, 2],
      ],
    ])
    expect(Math.min(...polygons[0]!.flat().map((p) => p[0]!))).toBe(1)
  })

  it('rounds coordinates to ~100 m and drops the points rounding merges, dropping what lies outside', () => {
    const { land, borders } = clipCountries(topology, [-1, -1, 1.5, 3])
    const polygons = (land.features[0]!.geometry as MultiPolygon).coordinates
    // B lies outside; A's ring loses its point at x = 0.00001, now on the line x = 0.
    expect(polygons).toHaveLength(1)
    expect(polygons[0]![0]).not.toContainEqual([0.00001, 1])
    expect(polygons[0]![0]).toContainEqual([0, 1])
    const lines = (borders.features[0]!.geometry as MultiLineString).coordinates
    expect(lines.flat().every(([x]) => x! <= 1.5)).toBe(true)
  })
})

describe('buildPlaces', () => {
  const gazetteer = [
    '75056|Paris|75|75001|48.8534|2.3488|2103778|c',
    '75101|Paris 1er Arrondissement|75|75001|48.8592|2.3417|15917|a',
    '48095|Mende|48|48000|44.5180|3.5006|11776|c',
    '92004|Asnières-sur-Seine|92|92600|48.9115|2.2857|87000|c',
    '95018|Argenteuil|95|95100|48.9479|2.2482|110000|c',
    '93066|Saint-Denis|93|93200|48.9362|2.3574|30000|c',
    '69123|Lyon|69|69001|45.7485|4.8467|519127|c',
    '21231|Dijon|21|21000|47.3167|5.0167|9000|c',
    '13004|Arles|13|13200|43.6767|4.6278|19000|c',
  ].join('\n')
  const places = buildPlaces(gazetteer, new Set(['48095', '75056', '21231']), new Set(['21231']))
  const byName = Object.fromEntries(places.features.map((f) => [f.properties.name, f.properties.rank]))

  it('ranks regional capitals and big cities 1, prefectures and towns of 40,000 or more 2, towns of 20,000 or more 3', () => {
    expect(byName).toEqual({ Paris: 1, Lyon: 1, Argenteuil: 1, 'Asnières-sur-Seine': 2, Mende: 2, Dijon: 1, 'Saint-Denis': 3 })
  })

  it('lists the most populous first, as points at the commune (longitude, latitude)', () => {
    expect(places.features.map((f) => f.properties.name).slice(0, 3)).toEqual(['Paris', 'Lyon', 'Argenteuil'])
    expect(places.features[0]!.geometry.coordinates).toEqual([2.3488, 48.8534])
  })
})
