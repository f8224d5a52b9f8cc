import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { Drawer, VisuallyHidden } from 'design-system'
import { formatDate } from '~/lib/format'
import type { FlightSearchParams } from '../../search.schema'
import type { SearchIssue } from '../../search-check'
import type { KnownPlaces, SearchUrlParams } from '../../search-url'
import * as styles from './ModifySearch.css'
import { LazySearchForm } from '../search-form/LazySearchForm'

const TRIP_LABELS = { roundTrip: 'Aller-retour', oneWay: 'Aller simple', multiDestinations: 'Multi-destinations' } as const

/** The search part of the URL (what the form edits). */
export function searchPart(p: FlightSearchParams): SearchUrlParams {
  const { _type, from, fromLabel, fromType, fromCountryCode, to, toLabel, toType, toCountryCode, departure, adults, childrens, infants, destinations } = p
  return { _type, from, fromLabel, fromType, fromCountryCode, to, toLabel, toType, toCountryCode, departure, return: p.return, adults, childrens, infants, destinations }
}

function routeText(p: FlightSearchParams): string {
  if (p._type === 'multiDestinations') {
    const rows = p.destinations ?? []
    return rows.length ? [rows[0]?.from, ...rows.map((r) => r.to)].filter(Boolean).join(' → ') : 'Multi-destinations'
  }
  return p.from || p.to ? `${p.fromLabel ?? p.from ?? '…'} → ${p.toLabel ?? p.to ?? '…'}` : 'Rechercher à nouveau'
}

/**
 * 'Modifier la recherche' on /search: the compact form above the results on desktop
 * (prefilled from the URL); on mobile the summary (route, dates, travellers) opens it in a drawer.
 */
export function ModifySearch({ params, issues, known }: { params: FlightSearchParams; issues?: SearchIssue[]; known?: KnownPlaces }) {
  const [open, setOpen] = useState(false)
  const search = searchPart(params)
  const initialErrors = issues?.length ? Object.fromEntries(issues.map((issue) => [issue.field, issue.message])) : undefined
  const key = JSON.stringify(search)
  const travellers = params.adults + params.childrens + params.infants
  const firstDate = params._type === 'multiDestinations' ? params.destinations?.[0]?.departure : params.departure
  return (
    <div className={styles.root}>
      <div className={styles.desktop}>
        <h2 className={styles.title}>Modifier la recherche</h2>
        <LazySearchForm key={key} variant="compact" initialParams={search} known={known} initialErrors={initialErrors} />
      </div>
      <AriaButton className={styles.summary} onPress={() => setOpen(true)}>
        <span className={styles.summaryText}>
          <VisuallyHidden>Modifier la recherche :</VisuallyHidden>
          <strong>{routeText(params)}</strong>
          <span>
            {TRIP_LABELS[params._type]}
            {firstDate ? ` · ${formatDate(firstDate)}` : ''}
            {params._type === 'roundTrip' && params.return ? ` - ${formatDate(params.return)}` : ''} · {travellers} voyageur{travellers > 1 ? 's' : ''}
          </span>
        </span>
        <Pencil size={18} aria-hidden="true" />
      </AriaButton>
      <Drawer isOpen={open} onOpenChange={setOpen} placement="bottom" size="full" title="Modifier la recherche">
        <LazySearchForm key={key} variant="compact" initialParams={search} known={known} initialErrors={initialErrors} onSearched={() => setOpen(false)} />
      </Drawer>
    </div>
  )
}
