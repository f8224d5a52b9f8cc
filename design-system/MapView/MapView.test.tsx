import type { FeatureCollection } from 'geojson'
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import type { StyleSpecification } from 'maplibre-gl'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '../testing'
import { metresPerPixel, offlineStyle, placeFilter, type BasemapDetail } from './basemap'
import { MapErrorBoundary } from './MapErrorBoundary'

// MapLibre needs WebGL: the map itself is replaced by a stand-in that shows its props.
vi.mock('maplibre-gl', () => ({ setWorkerUrl: vi.fn() }))
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/worker.js' }))
vi.mock('world-atlas/countries-50m.json?url', () => ({ default: '/countries.json' }))
vi.mock('@vis.gl/react-maplibre', () => ({
  Map: ({
    mapStyle,
    locale,
    initialViewState,
    children,
  }: {
    mapStyle: unknown
    locale: Record<string, string>
    initialViewState: unknown
    children: React.ReactNode
  }) => (
    <div
      role="application"
      aria-label={locale['Map.Title']}
      data-style={typeof mapStyle === 'string' ? mapStyle : 'offline'}
      data-layers={typeof mapStyle === 'string' ? undefined : (mapStyle as StyleSpecification).layers.map((l) => l.id).join(' ')}
      data-view={JSON.stringify(initialViewState)}
    >
      {children}
    </div>
  ),
  NavigationControl: () => null,
}))

describe('MapView', () => {
  it('draws the offline basemap (sea, land, borders) from the country shapes', () => {
    const style = offlineStyle({ type: 'FeatureCollection', features: [] })
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land', 'borders'])
    expect(style.sources.countries).toMatchObject({ type: 'geojson' })
  })

  it('adds a region’s finer land, borders and place names over the world shapes', () => {
    const empty: FeatureCollection = { type: 'FeatureCollection', features: [] }
    const detail: BasemapDetail = { bounds: [-12, 35, 18, 57], land: empty, borders: empty, places: empty }
    const style = offlineStyle(empty, detail)
    // MapLibre's own validator: a layer it would reject is not drawn at all.
    expect(validateStyleMin(style)).toEqual([])
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land', 'borders', 'detail-sea', 'detail-land', 'detail-borders', 'places-3', 'places-2', 'places-1'])
    expect(Object.keys(style.sources)).toEqual(['countries', 'detail-land', 'detail-borders', 'places'])
    // The region's box is painted sea over the world shapes, then its own land.
    expect(style.sources['detail-land']).toMatchObject({
      data: {
        features: [
          {
            geometry: {
              coordinates: [
                [
                  [-12, 35],
                  [18, 35],
                  [18, 57],
                  [-12, 57],
                  [-12, 35],
                ],
              ],
            },
          },
        ],
      },
    })
    const places = style.layers.filter((l) => /^places-\d$/.test(l.id))
    expect(places.map((l) => [l.id, l.minzoom])).toEqual([
      ['places-3', 9],
      ['places-2', 7],
      ['places-1', 5],
    ])
    // Each town's dot is its label's first character: no dot is drawn without its name.
    expect(places[0]).toMatchObject({
      type: 'symbol',
      source: 'places',
      filter: ['==', ['get', 'rank'], 3],
      layout: { 'text-field': ['concat', '•\u2002', ['get', 'name']] },
    })
    expect(style.layers.some((l) => l.type === 'circle')).toBe(false)
  })

  it('names no town a marker’s caption names already, nor one under a marker', () => {
    const empty: FeatureCollection = { type: 'FeatureCollection', features: [] }
    const detail: BasemapDetail = { bounds: [-12, 35, 18, 57], land: empty, borders: empty, places: empty }
    const markers = [
      { latitude: 46.3, longitude: 4.83, caption: 'Mâcon' },
      { latitude: 48.86, longitude: 2.35, caption: 'Paris' },
      { latitude: 48.86, longitude: 2.36, caption: 'Paris' },
      { latitude: 45, longitude: 5 },
    ]
    const style = offlineStyle(empty, detail, markers, { zoom: 8, latitude: 47 })
    expect(validateStyleMin(style)).toEqual([])
    const filter = placeFilter(1, markers, 8, 47) as unknown[]
    expect(style.layers.find((l) => l.id === 'places-1')).toMatchObject({ filter })
    expect(filter.slice(0, 3)).toEqual(['all', ['==', ['get', 'rank'], 1], ['!', ['in', ['get', 'name'], ['literal', ['Mâcon', 'Paris']]]]])
    // Within 30 px at zoom 8: at about 47° N, 30 × 0.2 km.
    const [op, [distance, spots], metres] = filter[3] as [string, [string, { type: string; coordinates: number[][][] }], number]
    expect([op, distance, spots.type, spots.coordinates.length]).toEqual(['>', 'distance', 'MultiLineString', 4])
    // Each marker and the 90 px left of it, where a town's label would run under it.
    expect(spots.coordinates[0]).toEqual([
      [4.83 - (90 * 360) / (512 * 2 ** 8), 46.3],
      [4.83, 46.3],
    ])
    expect(metres).toBeCloseTo(30 * metresPerPixel(8, 47), 0)
    expect(metresPerPixel(8, 47)).toBeGreaterThan(200)
    expect(metresPerPixel(8, 47)).toBeLessThan(210)
    // Twice as far at one zoom less; nothing hidden without markers.
    expect(((placeFilter(1, markers, 7, 47) as unknown[])[3] as number[])[2]).toBeCloseTo(2 * metres, 0)
    expect(placeFilter(2)).toEqual(['==', ['get', 'rank'], 2])
  })

  it('uses a configured style URL as is, named in French, with its markers', async () => {
    const { default: MapView } = await import('./MapView')
    render(
      <MapView title="Carte des offres" styleUrl="https://tiles.example/style.json" center={{ latitude: 48.85, longitude: 2.35 }} zoom={8}>
        <span>marqueur</span>
      </MapView>,
    )
    const map = screen.getByRole('application', { name: 'Carte des offres' })
    expect(map).toHaveAttribute('data-style', 'https://tiles.example/style.json')
    expect(JSON.parse(map.getAttribute('data-view')!)).toEqual({ latitude: 48.85, longitude: 2.35, zoom: 8 })
    expect(screen.getByText('marqueur')).toBeInTheDocument()
  })

  it('loads the offline basemap when no style is configured, and fits bounds when given', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ type: 'Topology', objects: { countries: { type: 'GeometryCollection', geometries: [] } }, arcs: [] })))
    const { default: MapView } = await import('./MapView')
    render(
      <MapView
        title="Carte"
        center={{ latitude: 0, longitude: 0 }}
        zoom={3}
        bounds={[
          [1, 2],
          [3, 4],
        ]}
      />,
    )
    const map = await screen.findByRole('application', { name: 'Carte' })
    expect(map).toHaveAttribute('data-style', 'offline')
    expect(JSON.parse(map.getAttribute('data-view')!).bounds).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(fetchMock).toHaveBeenCalledWith('/countries.json')
    fetchMock.mockRestore()
  })

  it('draws the region’s detail when given, and the world shapes alone when it fails to load', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ type: 'Topology', objects: { countries: { type: 'GeometryCollection', geometries: [] } }, arcs: [] })))
    const empty: FeatureCollection = { type: 'FeatureCollection', features: [] }
    const detail = () => Promise.resolve<BasemapDetail>({ bounds: [0, 0, 1, 1], land: empty, borders: empty, places: empty })
    const failing = () => Promise.reject(new Error('chunk failed'))
    const { default: MapView } = await import('./MapView')
    render(
      <>
        <MapView title="Avec détail" detail={detail} center={{ latitude: 0, longitude: 0 }} zoom={8} />
        <MapView title="Sans détail" detail={failing} center={{ latitude: 0, longitude: 0 }} zoom={8} />
      </>,
    )
    expect(await screen.findByRole('application', { name: 'Avec détail' })).toHaveAttribute('data-layers', expect.stringContaining('places-1'))
    expect(await screen.findByRole('application', { name: 'Sans détail' })).toHaveAttribute('data-layers', 'sea land borders')
    fetchMock.mockRestore()
  })

  it('shows its fallback instead of failing the page when the map cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('WebGL unavailable')
    }
    render(
      <MapErrorBoundary fallback={<p>La carte n’est pas disponible.</p>}>
        <Broken />
      </MapErrorBoundary>,
    )
    await waitFor(() => expect(screen.getByText('La carte n’est pas disponible.')).toBeInTheDocument())
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    error.mockRestore()
  })
})
