import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '../testing'
import { offlineStyle } from './basemap'
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
