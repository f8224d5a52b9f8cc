import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { nearbyAgencies, selectAgency as selectAgencyFn } from '../agencies.functions'
import { agencyKeys, selectedAgencyQuery } from '../agencies.queries'
import type { Agency } from '~/api-contract/agencies'
import { currentPosition, locationPermission } from '../geolocation'
import { NEAREST_AGENCY_RADIUS_M } from '../proximity'
// The agency label's styles in every page's own sheets (the provider is in the root): the label
// is server-rendered inside lazily loaded parts (the /vol landing), whose chunks and sheets come
// after the first paint; without this, its button was unstyled until then and the form below it
// moved (tests/e2e/server-perf.spec.ts). A side-effect import in index.ts is dropped: the build
// takes the re-exports from their modules and skips the barrel.
import './AgencyLabel.css'

// Loaded on first use: the drawer (and its map, later still) stays out of every page's initial JS.
const AgencyDrawer = lazy(() => import('./AgencyDrawer').then((m) => ({ default: m.AgencyDrawer })))
const AgencyRequiredDialog = lazy(() => import('./AgencyRequiredDialog'))

/** The page event announcing a selection. */
export const AGENCY_SELECTED_EVENT = 'agencySelected'

interface AgencyContextValue {
  agency: Agency | null
  /** Opens the 'Sélectionner votre agence' drawer. */
  openSelector: () => void
  /** Runs `action` with the agency; without one, asks for it first ('Veuillez sélectionner votre agence'). */
  requireAgency: (action: (agency: Agency) => void) => void
  select: (id: number) => Promise<Agency>
}

const AgencyContext = createContext<AgencyContextValue | null>(null)

export function useAgency(): AgencyContextValue {
  const value = useContext(AgencyContext)
  if (!value) throw new Error('useAgency outside AgencyProvider')
  return value
}

/**
 * Agency selection for the whole app: the chosen agency (cookie, read by the server), the
 * drawer, the modal asking for an agency, and the start-up rules: a stored agency is loaded;
 * otherwise with location permission already granted the nearest agency within 40 km is chosen.
 * The browser is never asked on page load (only by the drawer's geolocation button): a prompt
 * nobody requested is refused by habit and blocks it for good. Load failures are ignored;
 * geolocation failures only logged.
 */
export function AgencyProvider({ children, autoLocate = true }: { children: ReactNode; autoLocate?: boolean }) {
  const queryClient = useQueryClient()
  const { data: agency = null, isFetched } = useQuery(selectedAgencyQuery())
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [askOpen, setAskOpen] = useState(false)
  const pending = useRef<((agency: Agency) => void) | null>(null)

  const select = useCallback(
    async (id: number) => {
      const chosen = await selectAgencyFn({ data: { id } })
      queryClient.setQueryData(agencyKeys.selected, chosen)
      document.dispatchEvent(new CustomEvent(AGENCY_SELECTED_EVENT, { detail: { id: chosen.id, name: chosen.name } }))
      const action = pending.current
      pending.current = null
      action?.(chosen)
      return chosen
    },
    [queryClient],
  )

  // Start-up rules, once, in the browser.
  const started = useRef(false)
  useEffect(() => {
    if (!autoLocate || !isFetched || agency || started.current) return
    started.current = true
    void (async () => {
      const permission = await locationPermission()
      if (permission !== 'granted') return
      try {
        const position = await currentPosition()
        const nearby = await nearbyAgencies({ data: { lat: position.latitude, lng: position.longitude, distance: NEAREST_AGENCY_RADIUS_M } })
        const nearest = nearby[0]
        if (nearest && !queryClient.getQueryData(agencyKeys.selected)) await select(nearest.id)
      } catch (error) {
        console.warn('[agences] géolocalisation indisponible :', error instanceof Error ? error.message : error)
      }
    })()
  }, [autoLocate, isFetched, agency, queryClient, select])

  const value = useMemo<AgencyContextValue>(
    () => ({
      agency,
      openSelector: () => setDrawerOpen(true),
      requireAgency: (action) => {
        if (agency) action(agency)
        else {
          pending.current = action
          setAskOpen(true)
        }
      },
      select,
    }),
    [agency, select],
  )

  return (
    <AgencyContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {askOpen ? <AgencyRequiredDialog isOpen={askOpen} onOpenChange={setAskOpen} onValidate={() => setDrawerOpen(true)} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {drawerOpen ? (
          <AgencyDrawer
            isOpen={drawerOpen}
            onOpenChange={(open) => {
              setDrawerOpen(open)
              if (!open) pending.current = null
            }}
            selected={agency}
            onSelect={async (id) => {
              const chosen = await select(id)
              setDrawerOpen(false)
              return chosen
            }}
          />
        ) : null}
      </Suspense>
    </AgencyContext.Provider>
  )
}
