import type { Story } from '@ladle/react'
import { Marker } from '@vis.gl/react-maplibre'
import { lazy, Suspense } from 'react'
import { MapErrorBoundary } from './MapErrorBoundary'

const MapView = lazy(() => import('./MapView'))

const places = [
  { name: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  { name: 'Lyon', latitude: 45.764, longitude: 4.8357 },
  { name: 'Marseille', latitude: 43.2965, longitude: 5.3698 },
]

export const BasemapHorsLigne: Story = () => (
  <div style={{ height: 420 }}>
    <MapErrorBoundary fallback={<p>La carte n’est pas disponible.</p>}>
      <Suspense fallback={null}>
        <MapView title="Carte de démonstration" center={{ latitude: 46.5, longitude: 2.5 }} zoom={4.5}>
          {places.map((p) => (
            <Marker key={p.name} latitude={p.latitude} longitude={p.longitude}>
              <span style={{ background: '#0b4f9c', color: '#fff', borderRadius: 999, padding: '2px 8px', fontWeight: 700 }}>{p.name}</span>
            </Marker>
          ))}
        </MapView>
      </Suspense>
    </MapErrorBoundary>
  </div>
)
