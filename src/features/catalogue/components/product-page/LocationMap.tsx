import { Marker, type MapRef } from '@vis.gl/react-maplibre'
import MapView from 'design-system/MapView/MapView'
import { MapPin } from 'lucide-react'
import { useRef } from 'react'
import { MAP_MAX_ZOOM } from '~/lib/map'
import { appBasemap } from '~/lib/map-detail'
import * as styles from './Place.css'

/** The zoom that shows the product's region with its country around it. */
const PLACE_ZOOM = 5

/**
 * The product's place on a MapLibre map (offline basemap by default), one marker; the canvas
 * takes the focus once drawn, since the button that asked for it is gone.
 */
export default function LocationMap({ title, latitude, longitude }: { title: string; latitude: number; longitude: number }) {
  const mapRef = useRef<MapRef>(null)
  return (
    <MapView
      ref={mapRef}
      title={title}
      {...appBasemap}
      center={{ latitude, longitude }}
      zoom={PLACE_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      onLoad={() => mapRef.current?.getCanvas().focus()}
    >
      <Marker latitude={latitude} longitude={longitude} anchor="bottom">
        <MapPin size={36} aria-hidden="true" className={styles.pin} fill="currentColor" stroke="white" />
      </Marker>
    </MapView>
  )
}
