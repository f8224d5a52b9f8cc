import { Marker, type MapRef } from '@vis.gl/react-maplibre'
import MapView from 'design-system/MapView/MapView'
import { formatPrice } from 'design-system'
import { useEffect, useMemo, useRef } from 'react'
import type { Product } from '~/api-contract/catalogue'
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM, MAP_STYLE_URL } from '~/lib/map'
import * as styles from './MapMode.css'

export interface ProductMapProps {
  products: readonly Product[]
  highlightedId: number | null
  onHighlight: (id: number | null) => void
  /** A marker was clicked: its card is brought into view. */
  onSelect: (id: number) => void
}

/** The bounds of the products ([west, south], [east, north]), or null when there are none. */
export function boundsOf(products: readonly Pick<Product, 'latitude' | 'longitude'>[]): [[number, number], [number, number]] | null {
  if (products.length === 0) return null
  let [w, s, e, n] = [180, 90, -180, -90]
  for (const p of products) {
    w = Math.min(w, p.longitude)
    e = Math.max(e, p.longitude)
    s = Math.min(s, p.latitude)
    n = Math.max(n, p.latitude)
  }
  return [
    [w, s],
    [e, n],
  ]
}

/**
 * The loaded products on the map (MapLibre, offline basemap by default): a marker with its
 * price each; hovering a marker highlights its card and back. Markers are pointer shortcuts:
 * the list beside the map is the keyboard and screen-reader path.
 */
export default function ProductMap({ products, highlightedId, onHighlight, onSelect }: ProductMapProps) {
  const mapRef = useRef<MapRef>(null)
  const bounds = useMemo(() => boundsOf(products), [products])
  // Loading more results widens the view to show them all.
  useEffect(() => {
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: 48, maxZoom: 10, duration: 400 })
  }, [bounds])
  return (
    <MapView ref={mapRef} title="Carte des offres" styleUrl={MAP_STYLE_URL} center={MAP_DEFAULT_CENTER} zoom={MAP_DEFAULT_ZOOM} maxZoom={MAP_MAX_ZOOM} bounds={bounds ?? undefined}>
      {products.map((p) => (
        <Marker
          key={p.product_id}
          latitude={p.latitude}
          longitude={p.longitude}
          style={{ zIndex: p.product_id === highlightedId ? 2 : 1 }}
          onClick={(e) => {
            e.originalEvent.stopPropagation()
            onSelect(p.product_id)
          }}
        >
          <div
            className={styles.marker}
            data-marker={p.product_id}
            data-highlighted={p.product_id === highlightedId || undefined}
            title={p.title}
            onMouseEnter={() => onHighlight(p.product_id)}
            onMouseLeave={() => onHighlight(null)}
          >
            {formatPrice(p.base_price_availability.final_price)}
          </div>
        </Marker>
      ))}
    </MapView>
  )
}
