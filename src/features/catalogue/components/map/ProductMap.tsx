import { Marker, type MapRef } from '@vis.gl/react-maplibre'
import MapView from 'design-system/MapView/MapView'
import { formatPrice } from 'design-system'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Product } from '~/api-contract/catalogue'
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM } from '~/lib/map'
import { appBasemap } from '~/lib/map-detail'
import * as styles from './MapMode.css'
import { groupMarkers } from './marker-groups'

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

const priceOf = (p: Product) => p.base_price_availability.final_price

/**
 * The loaded products on the map (MapLibre, offline basemap by default): a marker with its
 * price each; markers that would meet at the current zoom make one, the cheapest's price with
 * their count, which zooms in on them when pressed. Hovering a marker highlights its card and
 * back. Markers are pointer shortcuts: the list beside the map is the keyboard and
 * screen-reader path.
 */
export default function ProductMap({ products, highlightedId, onHighlight, onSelect }: ProductMapProps) {
  const mapRef = useRef<MapRef>(null)
  const [zoom, setZoom] = useState(MAP_DEFAULT_ZOOM)
  const bounds = useMemo(() => boundsOf(products), [products])
  const groups = useMemo(
    () =>
      groupMarkers(
        [...products].sort((a, b) => priceOf(a) - priceOf(b)),
        zoom,
        (p) => formatPrice(priceOf(p)),
      ),
    [products, zoom],
  )
  const spots = useMemo(() => groups.map(({ lead }) => ({ latitude: lead.latitude, longitude: lead.longitude })), [groups])
  // Loading more results widens the view to show them all.
  useEffect(() => {
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: 48, maxZoom: 10, duration: 400 })
  }, [bounds])
  return (
    <MapView
      ref={mapRef}
      title="Carte des offres"
      {...appBasemap}
      center={MAP_DEFAULT_CENTER}
      zoom={MAP_DEFAULT_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      bounds={bounds ?? undefined}
      markers={spots}
      onLoad={setZoom}
      onZoomEnd={setZoom}
    >
      {groups.map(({ lead, members }) => {
        const price = formatPrice(priceOf(lead))
        const highlighted = members.some((p) => p.product_id === highlightedId)
        return (
          <Marker
            key={lead.product_id}
            latitude={lead.latitude}
            longitude={lead.longitude}
            style={{ zIndex: highlighted ? 2 : 1 }}
            onClick={(e) => {
              e.originalEvent.stopPropagation()
              const around = members.length > 1 ? boundsOf(members) : null
              if (around) mapRef.current?.fitBounds(around, { padding: 48, maxZoom: Math.min(MAP_MAX_ZOOM, zoom + 3), duration: 400 })
              onSelect(lead.product_id)
            }}
          >
            <div
              className={styles.marker}
              data-marker={lead.product_id}
              data-count={members.length > 1 ? members.length : undefined}
              data-highlighted={highlighted || undefined}
              title={members.length > 1 ? `${members.length} offres dès ${price}` : lead.title}
              onMouseEnter={() => onHighlight(lead.product_id)}
              onMouseLeave={() => onHighlight(null)}
            >
              {price}
              {members.length > 1 ? <span className={styles.markerCount}>{members.length}</span> : null}
            </div>
          </Marker>
        )
      })}
    </MapView>
  )
}
