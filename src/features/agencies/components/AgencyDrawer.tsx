import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Button, Drawer, MapErrorBoundary, Spinner, Switch } from 'design-system'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { agencySearchQuery, nearbyAgenciesQuery } from '../agencies.queries'
import type { Agency } from '~/api-contract/agencies'
import { currentPosition, type Position } from '../geolocation'
import type { Place } from '../places'
import { AGENCY_SEARCH_DEBOUNCE_MS, NEAREST_AGENCY_RADIUS_M, PLACE_SEARCH_MIN_CHARS, widenUntilFound } from '../proximity'
import { AgencyDetailsDialog } from './AgencyDetailsDialog'
import { AgencySearchField } from './AgencySearchField'
import * as styles from './AgencyDrawer.css'
import { lazyFormat } from 'design-system'

const AgencyMap = lazy(() => import('./AgencyMap'))

export interface AgencyDrawerProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  selected: Agency | null
  onSelect: (id: number) => Promise<Agency>
}

const distanceFormat = lazyFormat(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }))
const formatDistance = (metres: number) => (metres < 1000 ? `${Math.round(metres)} m` : `${distanceFormat().format(metres / 1000)} km`)

/** '12 agences', or with a place '3 agences à moins de 40 km de Vienne'. */
function countText(count: number, place: Place | null): string {
  if (count === 0) return 'Aucune agence à afficher'
  const agencies = `${count} agence${count > 1 ? 's' : ''}`
  return place ? `${agencies} à moins de ${NEAREST_AGENCY_RADIUS_M / 1000} km de ${place.name}` : agencies
}

/**
 * 'Sélectionner votre agence': search by agency name or by place (a town or postcode chosen
 * among the suggestions: the agencies within 40 km, nearest first), 'Agences autour de moi'
 * (geolocation, radius widening from 60 km), a list that works without the map, and the map
 * (lazy) in sync with it: hovering or focusing a list item highlights its marker and back.
 */
export function AgencyDrawer({ isOpen, onOpenChange, selected, onSelect }: AgencyDrawerProps) {
  const queryClient = useQueryClient()
  const [term, setTerm] = useState('')
  const search = useDebouncedValue(term.trim(), AGENCY_SEARCH_DEBOUNCE_MS)
  const [place, setPlace] = useState<Place | null>(null)
  const [nearMe, setNearMe] = useState(false)
  const [position, setPosition] = useState<Position | null>(null)
  const [nearby, setNearby] = useState<readonly Agency[] | null>(null)
  const [geoError, setGeoError] = useState<string | null>(null)
  const [highlighted, setHighlighted] = useState<number | undefined>(undefined)
  const [details, setDetails] = useState<Agency | null>(null)
  const [choosing, setChoosing] = useState<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const byPlace = !nearMe && place !== null
  const textQuery = useQuery({ ...agencySearchQuery(search.length >= PLACE_SEARCH_MIN_CHARS ? search : ''), enabled: !nearMe && !place })
  const placeQuery = useQuery({
    ...nearbyAgenciesQuery(place?.latitude ?? 0, place?.longitude ?? 0, NEAREST_AGENCY_RADIUS_M),
    enabled: byPlace,
  })
  const agencies = useMemo<readonly Agency[]>(
    () => (nearMe ? nearby : byPlace ? placeQuery.data : textQuery.data) ?? [],
    [nearMe, nearby, byPlace, placeQuery.data, textQuery.data],
  )
  const loading = nearMe ? nearby === null && !geoError : byPlace ? placeQuery.isPending : textQuery.isPending

  // The list first (the way to choose), then the map, once the list has painted: MapLibre's start
  // is a long main-thread task, and the search box and the list did not answer meanwhile.
  const [mapShown, setMapShown] = useState(false)
  useEffect(() => {
    if (mapShown || loading) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setMapShown(true), 0)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [loading, mapShown])

  async function toggleNearMe(on: boolean) {
    setNearMe(on)
    setGeoError(null)
    if (!on) return
    setNearby(null)
    try {
      const here = await currentPosition()
      setPosition(here)
      const { items } = await widenUntilFound((distance) => queryClient.fetchQuery(nearbyAgenciesQuery(here.latitude, here.longitude, distance)))
      setNearby(items)
    } catch (error) {
      console.warn('[agences] géolocalisation indisponible :', error instanceof Error ? error.message : error)
      setGeoError("Nous n'avons pas pu vous localiser. Autorisez la localisation dans votre navigateur ou recherchez une ville.")
      setNearby([])
    }
  }

  // The chosen place, the user's position, or the first match of a search recentres the map.
  const focus = useMemo(() => {
    if (nearMe && position) return { ...position, zoom: 10 }
    if (place) return { latitude: place.latitude, longitude: place.longitude, zoom: 9 }
    const first = textQuery.data?.[0]
    if (!nearMe && search.length >= PLACE_SEARCH_MIN_CHARS && first) return { latitude: first.gps_latitude, longitude: first.gps_longitude, zoom: 11 }
    return undefined
  }, [nearMe, position, place, search, textQuery.data])

  const mapAgencies = useMemo(
    () => agencies.map((a) => ({ id: a.id, name: a.name, city: a.city, latitude: a.gps_latitude, longitude: a.gps_longitude })),
    [agencies],
  )

  useEffect(() => {
    if (highlighted === undefined) return
    listRef.current?.querySelector(`[data-agency-id="${highlighted}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [highlighted])

  async function choose(id: number) {
    setChoosing(id)
    try {
      await onSelect(id)
    } finally {
      setChoosing(null)
    }
  }

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} placement="right" size="full" title="Sélectionner votre agence">
      <div className={styles.layout}>
        <div className={styles.listPane}>
          <div className={styles.controls}>
            <AgencySearchField
              value={term}
              onChange={(value) => {
                setTerm(value)
                // Typing over a chosen place goes back to the search by name.
                setPlace((chosen) => (chosen?.name === value ? chosen : null))
                if (nearMe && value !== place?.name) setNearMe(false)
              }}
              place={place}
              onPlace={(chosen) => {
                setPlace(chosen)
                setTerm(chosen.name)
                setNearMe(false)
              }}
            />
            <Switch isSelected={nearMe} onChange={(on) => void toggleNearMe(on)}>
              Agences autour de moi
            </Switch>
            {geoError ? <Alert tone="warning">{geoError}</Alert> : null}
          </div>
          <p className={styles.count} role="status">
            {loading ? '' : countText(agencies.length, byPlace ? place : null)}
          </p>
          {byPlace && !loading && agencies.length === 0 ? (
            <p className={styles.emptyHint}>
              Aucune de nos agences n&apos;est à moins de {NEAREST_AGENCY_RADIUS_M / 1000} km de {place.name}. Cherchez une ville voisine ou le nom d&apos;une
              agence.
            </p>
          ) : null}
          {loading ? (
            <div className={styles.loading}>
              <Spinner label="Chargement des agences…" showLabel />
            </div>
          ) : (
            <ul className={styles.list} ref={listRef} aria-label="Agences">
              {agencies.map((agency) => {
                const isSelected = agency.id === selected?.id
                return (
                  <li
                    key={agency.id}
                    data-agency-id={agency.id}
                    className={styles.item}
                    data-highlighted={highlighted === agency.id || undefined}
                    data-selected={isSelected || undefined}
                    onMouseEnter={() => setHighlighted(agency.id)}
                    onMouseLeave={() => setHighlighted(undefined)}
                    onFocus={() => setHighlighted(agency.id)}
                  >
                    <div className={styles.itemText}>
                      <h3 className={styles.itemName}>Agence {agency.name}</h3>
                      <p className={styles.itemAddress}>
                        {agency.address}
                        {agency.address2 ? `, ${agency.address2}` : ''}
                        <br />
                        {agency.postal_code} {agency.city}
                      </p>
                      {agency.distance !== undefined ? <p className={styles.itemDistance}>à {formatDistance(agency.distance)}</p> : null}
                    </div>
                    <div className={styles.itemActions}>
                      {isSelected ? (
                        <span className={styles.selectedBadge}>Votre agence</span>
                      ) : (
                        <Button
                          size="sm"
                          isLoading={choosing === agency.id}
                          onPress={() => void choose(agency.id)}
                          aria-label={`Choisir l'agence ${agency.name}`}
                        >
                          Choisir
                        </Button>
                      )}
                      <Button size="sm" variant="tertiary" onPress={() => setDetails(agency)} aria-label={`Détails de l'agence ${agency.name}`}>
                        Détails
                      </Button>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
        <div className={styles.mapPane} role="region" aria-label="Carte des agences">
          <MapErrorBoundary fallback={<p className={styles.mapUnavailable}>La carte n&apos;est pas disponible. Choisissez votre agence dans la liste.</p>}>
            <Suspense fallback={<div className={styles.mapFallback} />}>
              {mapShown ? (
                <AgencyMap
                  agencies={mapAgencies}
                  selectedId={selected?.id}
                  highlightedId={highlighted}
                  focus={focus}
                  onSelect={setHighlighted}
                  onHighlight={setHighlighted}
                />
              ) : (
                <div className={styles.mapFallback} />
              )}
            </Suspense>
          </MapErrorBoundary>
        </div>
      </div>
      <AgencyDetailsDialog
        agency={details}
        onClose={() => setDetails(null)}
        onChoose={details && details.id !== selected?.id ? () => void choose(details.id).then(() => setDetails(null)) : undefined}
      />
    </Drawer>
  )
}
