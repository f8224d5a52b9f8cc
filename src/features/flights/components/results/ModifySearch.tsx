import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { Drawer, mediaQuery, VisuallyHidden } from 'design-system'
import { AgencyLabel } from '~/features/agencies'
import { formatDayRange, formatShortDate } from '~/lib/format'
import type { FlightSearchParams } from '../../search.schema'
import type { SearchIssue } from '../../search-check'
import { searchPart, type KnownPlaces } from '../../search-url'
import * as styles from './ModifySearch.css'
import { LazySearchForm } from '../search-form/LazySearchForm'

const TRIP_LABELS = { roundTrip: 'Aller-retour', oneWay: 'Aller simple', multiDestinations: 'Multi-destinations' } as const

/** A place of the summary: the lookup's name (a pasted URL has codes only), else the URL's label or code. */
function placeText(known: KnownPlaces | undefined, code: string | undefined, label: string | undefined): string {
  const found = code ? known?.[code] : undefined
  return found?.name ?? label ?? code ?? '…'
}

function routeText(p: FlightSearchParams, known: KnownPlaces | undefined): string {
  if (p._type === 'multiDestinations') {
    const rows = p.destinations ?? []
    if (!rows.length) return 'Multi-destinations'
    return [placeText(known, rows[0]?.from, rows[0]?.fromLabel), ...rows.map((r) => placeText(known, r.to, r.toLabel))].join(' → ')
  }
  return p.from || p.to ? `${placeText(known, p.from, p.fromLabel)} → ${placeText(known, p.to, p.toLabel)}` : 'Rechercher à nouveau'
}

/**
 * 'Modifier la recherche' on /search: the compact form above the results on desktop
 * (prefilled from the URL); on mobile the one-line summary (route; trip, dates, travellers) opens it
 * in a drawer, with the agency.
 */
export function ModifySearch({ params, issues, known }: { params: FlightSearchParams; issues?: SearchIssue[]; known?: KnownPlaces }) {
  const [open, setOpen] = useState(false)
  const search = searchPart(params)
  const initialErrors = issues?.length ? Object.fromEntries(issues.map((issue) => [issue.field, issue.message])) : undefined
  const key = JSON.stringify(search)
  const travellers = params.adults + params.childrens + params.infants
  const firstDate = params._type === 'multiDestinations' ? params.destinations?.[0]?.departure : params.departure
  const dates = firstDate ? (params._type === 'roundTrip' && params.return ? formatDayRange(firstDate, params.return) : formatShortDate(firstDate, true)) : null
  return (
    <div className={styles.root}>
      <div className={styles.desktop}>
        <h2 className={styles.title}>Modifier la recherche</h2>
        {/* Shown from `md` up: below, the summary opens the drawer's own form. */}
        <LazySearchForm key={key} variant="compact" initialParams={search} known={known} initialErrors={initialErrors} hydrateWhen={mediaQuery.md} />
      </div>
      <AriaButton className={styles.summary} onPress={() => setOpen(true)}>
        <span className={styles.summaryText}>
          <VisuallyHidden>Modifier la recherche :</VisuallyHidden>
          <strong>{routeText(params, known)}</strong>
          <span>{[TRIP_LABELS[params._type], dates, `${travellers} voyageur${travellers > 1 ? 's' : ''}`].filter(Boolean).join(' · ')}</span>
        </span>
        <Pencil size={18} aria-hidden="true" />
      </AriaButton>
      <Drawer isOpen={open} onOpenChange={setOpen} placement="bottom" size="full" title="Modifier la recherche">
        {/* On a phone the agency is chosen here: the results' header keeps to the summary. */}
        <div className={styles.drawerAgency}>
          <AgencyLabel />
        </div>
        <LazySearchForm key={key} variant="compact" initialParams={search} known={known} initialErrors={initialErrors} onSearched={() => setOpen(false)} />
      </Drawer>
    </div>
  )
}
