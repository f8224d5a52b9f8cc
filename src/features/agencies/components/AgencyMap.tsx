import { Marker, type MapRef } from '@vis.gl/react-maplibre'
import MapView from 'design-system/MapView/MapView'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM, mercatorPixels } from '~/lib/map'
import { appBasemap } from '~/lib/map-detail'
import * as styles from './AgencyMap.css'

export interface MapAgency {
  id: number
  name: string
  city: string
  latitude: number
  longitude: number
}

export interface AgencyMapProps {
  agencies: readonly MapAgency[]
  selectedId?: number
  highlightedId?: number
  /** Recentre the map when this changes (search result, geolocation). */
  focus?: { latitude: number; longitude: number; zoom?: number }
  onSelect: (id: number) => void
  onHighlight: (id: number | undefined) => void
}

/** A cluster's cell on screen, in pixels. */
const CLUSTER_CELL_PX = 112

interface Cluster {
  key: string
  latitude: number
  longitude: number
  members: MapAgency[]
  /** The members' most frequent city: the marker's label (the basemap names only the bigger towns). */
  city: string
}

function dominantCity(members: readonly MapAgency[]): string {
  const counts = new globalThis.Map<string, number>()
  for (const m of members) counts.set(m.city, (counts.get(m.city) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0]
}

/** Groups agencies closer than one grid cell at this zoom (Web Mercator pixels). */
export function clusterAgencies(agencies: readonly MapAgency[], zoom: number): Cluster[] {
  const cells = new globalThis.Map<string, MapAgency[]>()
  for (const agency of agencies) {
    const { x, y } = mercatorPixels(agency.latitude, agency.longitude, zoom)
    const key = `${Math.floor(x / CLUSTER_CELL_PX)}:${Math.floor(y / CLUSTER_CELL_PX)}`
    const cell = cells.get(key)
    if (cell) cell.push(agency)
    else cells.set(key, [agency])
  }
  return [...cells.entries()].map(([key, members]) => ({
    key,
    members,
    city: dominantCity(members),
    latitude: members.reduce((s, m) => s + m.latitude, 0) / members.length,
    longitude: members.reduce((s, m) => s + m.longitude, 0) / members.length,
  }))
}

/**
 * The map of the agencies (the design system's MapView: offline basemap by default), one
 * marker per agency (clustered when dense), the selected and hovered agency highlighted.
 * Client-only; loaded lazily. The list beside it is the accessible way to choose: markers are
 * pointer shortcuts.
 */
export default function AgencyMap({ agencies, selectedId, highlightedId, focus, onSelect, onHighlight }: AgencyMapProps) {
  const mapRef = useRef<MapRef>(null)
  const [zoom, setZoom] = useState(MAP_DEFAULT_ZOOM)

  useEffect(() => {
    if (focus) mapRef.current?.flyTo({ center: [focus.longitude, focus.latitude], zoom: focus.zoom ?? 10, duration: 600 })
  }, [focus])

  const clusters = useMemo(() => clusterAgencies(agencies, Math.round(zoom)), [agencies, zoom])
  const spots = useMemo(() => clusters.map((c) => ({ latitude: c.latitude, longitude: c.longitude, caption: c.city })), [clusters])

  return (
    <MapView
      ref={mapRef}
      title="Carte des agences"
      {...appBasemap}
      markers={spots}
      center={MAP_DEFAULT_CENTER}
      zoom={MAP_DEFAULT_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      onZoomEnd={setZoom}
    >
      {clusters.map((cluster) => {
        if (cluster.members.length > 1) {
          const containsSelected = cluster.members.some((m) => m.id === selectedId)
          return (
            <Marker
              key={cluster.key}
              latitude={cluster.latitude}
              longitude={cluster.longitude}
              onClick={() => mapRef.current?.flyTo({ center: [cluster.longitude, cluster.latitude], zoom: Math.min(MAP_MAX_ZOOM, zoom + 2) })}
            >
              <div className={styles.markerWithLabel}>
                <div className={styles.cluster} data-selected={containsSelected || undefined} title={`${cluster.members.length} agences`}>
                  {cluster.members.length}
                </div>
                <span className={styles.cityLabel}>{cluster.city}</span>
              </div>
            </Marker>
          )
        }
        const agency = cluster.members[0]!
        return (
          <Marker
            key={agency.id}
            latitude={agency.latitude}
            longitude={agency.longitude}
            anchor="top"
            offset={[0, -22]}
            onClick={(e) => {
              e.originalEvent.stopPropagation()
              onSelect(agency.id)
            }}
          >
            <div className={styles.markerWithLabel} title={agency.name} onMouseEnter={() => onHighlight(agency.id)} onMouseLeave={() => onHighlight(undefined)}>
              <div className={styles.pin} data-selected={agency.id === selectedId || undefined} data-highlighted={agency.id === highlightedId || undefined} />
              <span className={styles.cityLabel}>{agency.city}</span>
            </div>
          </Marker>
        )
      })}
    </MapView>
  )
}
