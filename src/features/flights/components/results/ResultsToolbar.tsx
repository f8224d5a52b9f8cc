import { ArrowDownUp, SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { buttonClassName, toggleLinkStyles } from 'design-system'
import { SearchParamLink } from '~/app/search-params'
import type { FlightSearchParams } from '../../search.schema'
import type { FilterSection } from './FlightFilters'
import { FILTER_CHIPS } from './filter-chips'
import * as styles from './FlightResults.css'

// The phone's sort sheet (a drawer) loads on first use.
const SortSheet = lazy(() => import('~/app/SortSheet').then((m) => ({ default: m.SortSheet })))

const SORTS = [
  ['price_asc', 'Trier par prix croissant'],
  ['mark_desc', 'Trier par meilleure note'],
  ['best', 'Meilleur choix'],
  ['duration_asc', 'Le plus rapide'],
  ['co2_asc', 'Émissions les plus faibles'],
] as const

/**
 * Sort and filters above the list. On a phone one row that scrolls sideways: 'Trier' (a sheet
 * of the sorts) then the filter chips. From md the sorts are chips (links: they work before
 * hydration); from lg the side panel replaces the filter chips.
 */
export default function ResultsToolbar({
  params,
  activeFilters,
  withFilters,
  onOpenFilters,
}: {
  params: FlightSearchParams
  activeFilters: number
  /** The results have filter data (the chips open it). */
  withFilters: boolean
  onOpenFilters: (section: FilterSection | 'all') => void
}) {
  const [sorting, setSorting] = useState(false)
  const chip = buttonClassName({ variant: 'secondary', size: 'sm' })
  return (
    <>
      <div className={`${styles.chips} ${styles.scrollHint}`}>
        <button type="button" className={`${chip} ${styles.phoneOnly}`} aria-haspopup="dialog" onClick={() => setSorting(true)}>
          <ArrowDownUp size={16} aria-hidden="true" />
          Trier
        </button>
        {withFilters
          ? FILTER_CHIPS.map(([section, label]) => (
              <button key={section} type="button" className={chip} aria-haspopup="dialog" onClick={() => onOpenFilters(section)}>
                {section === 'all' ? <SlidersHorizontal size={16} aria-hidden="true" /> : null}
                {section === 'all' && activeFilters ? `${label} (${activeFilters})` : label}
              </button>
            ))
          : null}
      </div>
      <div className={styles.toolbar}>
        <nav aria-label="Trier les résultats">
          <ul className={`${toggleLinkStyles.group} ${toggleLinkStyles.groupScroll} ${styles.plainList} ${styles.scrollHint}`}>
            {SORTS.map(([id, label]) => (
              <li key={id}>
                <SearchParamLink to="/search" patch={{ orderBy: id }} current={params.orderBy === id} className={toggleLinkStyles.chip}>
                  {label}
                </SearchParamLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {sorting ? (
        <Suspense fallback={null}>
          <SortSheet
            to="/search"
            isOpen
            onOpenChange={setSorting}
            options={SORTS.map(([id, label]) => ({ label, patch: { orderBy: id }, current: params.orderBy === id }))}
          />
        </Suspense>
      ) : null}
    </>
  )
}
