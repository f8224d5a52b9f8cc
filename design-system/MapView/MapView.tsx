import 'maplibre-gl/dist/maplibre-gl.css'
import { Map, NavigationControl, type MapRef } from '@vis.gl/react-maplibre'
import { setWorkerUrl, type LngLatBoundsLike, type StyleSpecification } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import type { FeatureCollection } from 'geojson'
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode, type Ref } from 'react'
import { loadCountries, offlineStyle, placeFilter, placeLayerIds, type BasemapDetail, type MapMarkerSpot } from './basemap'
import * as styles from './MapView.css'

// Bundled, MapLibre cannot find its worker beside itself: point it at the hashed asset.
setWorkerUrl(workerUrl)

export interface MapViewProps {
  /** Accessible name of the map canvas, e.g. 'Carte des agences'. */
  title: string
  /** A MapLibre style URL; without it, the offline basemap (country shapes) is drawn. */
  styleUrl?: string
  /**
   * A finer offline basemap for a region (coasts, borders, place names), loaded with the world
   * shapes; without it or when it fails, the world shapes alone. A stable function (module level).
   */
  detail?: () => Promise<BasemapDetail>
  /** Where the markers stand and the towns their captions name: the offline basemap names no town under a marker, nor again. */
  markers?: readonly MapMarkerSpot[]
  center: { latitude: number; longitude: number }
  zoom: number
  maxZoom?: number
  /** Fit these bounds ([west, south], [east, north]) on load instead of center and zoom. */
  bounds?: LngLatBoundsLike
  /** Markers (`Marker` of @vis.gl/react-maplibre) and controls. */
  children?: ReactNode
  /** The zoom once the map has loaded (it may have fitted `bounds`). */
  onLoad?: (zoom: number) => void
  onZoomEnd?: (zoom: number) => void
  /** The map instance (flyTo, fitBounds…). */
  ref?: Ref<MapRef>
}

/**
 * A MapLibre map with French control labels and, by default, the offline basemap. MapLibre is
 * large (~250 KB gzip) and needs a browser with WebGL: import this module lazily, on the
 * client, inside a `MapErrorBoundary`.
 */
export default function MapView({
  title,
  styleUrl,
  detail,
  markers = NONE,
  center,
  zoom,
  maxZoom = 16,
  bounds,
  children,
  onLoad,
  onZoomEnd,
  ref,
}: MapViewProps) {
  const [style, setStyle] = useState<StyleSpecification | string | undefined>(styleUrl)
  const map = useRef<MapRef | null>(null)
  // The loaded map's zoom and latitude (null before it has loaded): how far from a marker, on the
  // ground, a town's name would lie under it.
  const [view, setView] = useState<{ zoom: number; latitude: number } | null>(null)
  const styleOf = useEffectEvent((data: FeatureCollection, regionDetail?: BasemapDetail) =>
    offlineStyle(data, regionDetail, markers, view ?? { zoom, latitude: center.latitude }),
  )
  const setMap = useCallback(
    (instance: MapRef | null) => {
      map.current = instance
      if (typeof ref === 'function') ref(instance)
      else if (ref) ref.current = instance
    },
    [ref],
  )

  useEffect(() => {
    if (styleUrl) return
    let live = true
    const region = detail?.().catch(() => undefined)
    loadCountries().then(
      async (data) => {
        const regionDetail = await region
        if (live) setStyle(styleOf(data, regionDetail))
      },
      () => live && setStyle(offlineStyle({ type: 'FeatureCollection', features: [] })),
    )
    return () => {
      live = false
    }
  }, [styleUrl, detail])

  // Markers and zoom change the place layers' filters, not the style (its sources are large).
  useEffect(() => {
    const instance = map.current?.getMap()
    if (!view || !instance) return
    for (const [id, rank] of placeLayerIds) if (instance.getLayer(id)) instance.setFilter(id, placeFilter(rank, markers, view.zoom, view.latitude))
  }, [markers, view])

  if (!style) return <div className={styles.placeholder} aria-hidden="true" />
  return (
    <Map
      ref={setMap}
      mapStyle={style}
      initialViewState={bounds ? { bounds, fitBoundsOptions: { padding: 48, maxZoom: 10 } } : { latitude: center.latitude, longitude: center.longitude, zoom }}
      maxZoom={maxZoom}
      attributionControl={false}
      locale={{
        'NavigationControl.ZoomIn': 'Zoomer',
        'NavigationControl.ZoomOut': 'Dézoomer',
        'NavigationControl.ResetBearing': 'Réorienter vers le nord',
        'Map.Title': title,
      }}
      style={{ width: '100%', height: '100%' }}
      onLoad={(e) => {
        setView({ zoom: e.target.getZoom(), latitude: e.target.getCenter().lat })
        onLoad?.(e.target.getZoom())
      }}
      onZoomEnd={(e) => {
        setView({ zoom: e.viewState.zoom, latitude: e.viewState.latitude })
        onZoomEnd?.(e.viewState.zoom)
      }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      {children}
    </Map>
  )
}

const NONE: readonly MapMarkerSpot[] = []

export type { MapMarkerSpot, MapRef }
