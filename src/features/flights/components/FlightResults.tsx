import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense, useMemo, useState } from 'react'
import type { Key } from 'react-aria-components'
import { Button, EmptyState, LayoutSelector, Skeleton, ToggleButton, ToggleButtonGroup } from 'design-system'
import { AgencyLabel } from '~/features/agencies/components/AgencyLabel'
import { flightResultsQuery, resultsKey } from '../flights.queries'
import type { FlightSearchParams } from '../search.schema'
import type { Names } from './FlightCard'
import { FlexibleDates } from './FlexibleDates'
import { FlightFilters } from './FlightFilters'
import { activeFilterCount, EMPTY_FILTERS } from '../filters'
import * as styles from './FlightResults.css'
import { ResultsList } from './ResultsList'
import { useSearchUpdate } from './useSearchUpdate'

// Secondary parts load in their own chunks (the server still renders them), so the first
// JS of /search stays small; the detail panel and the dialogs load on first use only.
const FlightDetailPanel = lazy(() => import('./FlightDetailPanel').then((m) => ({ default: m.FlightDetailPanel })))
const ModifySearch = lazy(() => import('./ModifySearch').then((m) => ({ default: m.ModifySearch })))
const BestPrices = lazy(() => import('./BestPrices').then((m) => ({ default: m.BestPrices })))
const SearchOutcomeDialogs = lazy(() => import('./SearchOutcomeDialogs'))
const FiltersDrawer = lazy(() => import('./FiltersDrawer'))

const SORTS = [
  ['price_asc', 'Trier par prix croissant'],
  ['mark_desc', 'Trier par meilleure note'],
  ['best', 'Meilleur choix'],
  ['duration_asc', 'Le plus rapide'],
] as const

/** /search: the results of the URL's search, with its filters, sort and layout. */
export function FlightResults({ params }: { params: FlightSearchParams }) {
  const update = useSearchUpdate()
  const key = resultsKey(params)
  const query = useSuspenseInfiniteQuery(flightResultsQuery(key))
  const [filtersOpen, setFiltersOpen] = useState(false)
  // Business outcomes of the search, shown once per search (flights.md §8).
  const [dismissed, setDismissed] = useState<string | null>(null)
  const pages = query.data.pages
  const first = pages[0]!
  const items = useMemo(() => pages.flatMap((p) => p.items), [pages])
  const names = useMemo<Names>(
    () => ({
      airlines: Object.assign({}, ...pages.map((p) => p.airlines)),
      places: Object.assign({}, ...pages.map((p) => p.places)),
    }),
    [pages],
  )

  if (first.status === 'incomplete') {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <Suspense fallback={<Skeleton height={120} />}>
            <ModifySearch params={params} />
          </Suspense>
        </header>
        <EmptyState title="Rechercher à nouveau" description="Indiquez vos villes de départ et d'arrivée, vos dates et vos voyageurs pour voir les vols disponibles." />
      </div>
    )
  }

  const legs = params._type === 'roundTrip' ? 2 : params._type === 'oneWay' ? 1 : (params.destinations?.length ?? 1)
  const searchId = JSON.stringify([params._type, params.from, params.to, params.departure, params.return, params.destinations])
  const outcome = first.error && dismissed !== searchId ? first.error : first.count === 0 && dismissed !== searchId ? 'NO_FLIGHTS' : null
  const dismiss = () => setDismissed(searchId)
  const filters = first.filterData ? <FlightFilters params={params} data={first.filterData} names={names} legs={legs} update={update} /> : null
  const activeFilters = activeFilterCount(params)

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Suspense fallback={<Skeleton height={120} />}>
          <ModifySearch params={params} />
        </Suspense>
        <AgencyLabel />
      </header>
      <div className={styles.layout}>
        {/* Keyboard users reach the results without tabbing through every filter. */}
        <a href="#resultats" className={styles.skipToResults}>
          Aller aux résultats
        </a>
        <aside className={styles.sidebar} aria-labelledby="filtrer-par">
          <h2 id="filtrer-par" className={styles.sidebarTitle}>
            Filtrer par
          </h2>
          {filters}
          <section className={styles.filterGroup} aria-labelledby="filtres-precedents">
            <h2 id="filtres-precedents" className={styles.filterLabel}>
              Filtres précédents
            </h2>
            <p className={styles.previousFilters}>Vos derniers filtres apparaîtront ici.</p>
          </section>
        </aside>
        <section className={styles.main} aria-labelledby="resultats">
          <h2 id="resultats" tabIndex={-1} className={styles.resultsTitle} aria-live="polite">
            {first.total === 0
              ? 'Aucun vol'
              : `${first.total} vol${first.total > 1 ? 's' : ''}${first.total < first.count ? ` sur ${first.count}` : ''}`}
          </h2>
          {params._type !== 'multiDestinations' ? (
            <FlexibleDates searchKey={key} onPick={(departure, ret) => update({ departure, return: ret ?? undefined, detail: undefined }, { push: true })} />
          ) : null}
          <div className={styles.chips}>
            {['Tous les filtres', 'Escales', 'Prix', 'Itinéraires', 'Compagnies'].map((chip, i) => (
              <Button key={chip} variant="secondary" size="sm" onPress={() => setFiltersOpen(true)}>
                {i === 0 && activeFilters ? `${chip} (${activeFilters})` : chip}
              </Button>
            ))}
          </div>
          <div className={styles.toolbar}>
            <ToggleButtonGroup
              aria-label="Trier les résultats"
              selectionMode="single"
              disallowEmptySelection
              scrollable
              selectedKeys={[params.orderBy]}
              onSelectionChange={(keys) => {
                const [sort] = [...keys] as Key[]
                if (sort) update({ orderBy: sort as FlightSearchParams['orderBy'] })
              }}
            >
              {SORTS.map(([id, label]) => (
                <ToggleButton key={id} id={id}>
                  {label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <div className={styles.toolbarEnd}>
              <LayoutSelector value={params.layoutStyle} onChange={(layoutStyle) => update({ layoutStyle })} />
            </div>
          </div>
          {first.total === 0 ? (
            <EmptyState
              title="No results found"
              description={
                first.count > 0
                  ? 'Aucun vol ne correspond à vos filtres.'
                  : "Aucun vol n'est disponible pour la destination et/ou la date demandée. Vous pouvez re-essayer avec d'autres dates."
              }
              action={first.count > 0 ? <Button onPress={() => update(EMPTY_FILTERS)}>Réinitialiser les filtres</Button> : undefined}
            />
          ) : (
            <ResultsList
              items={items}
              names={names}
              layout={params.layoutStyle}
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              fetchNextPage={() => void query.fetchNextPage()}
              onDetail={(detail) => update({ detail }, { push: true })}
            />
          )}
          <Suspense fallback={null}>
            <BestPrices />
          </Suspense>
        </section>
      </div>
      {outcome ? (
        <Suspense fallback={null}>
          <SearchOutcomeDialogs
            outcome={outcome}
            onDismiss={dismiss}
            onRoundTrip={() => {
              const back = params.departure ? new Date(`${params.departure}T00:00:00Z`) : null
              back?.setUTCDate(back.getUTCDate() + 7)
              update({ _type: 'roundTrip', return: back?.toISOString().slice(0, 10) }, { push: true })
            }}
          />
        </Suspense>
      ) : null}
      {params.detail ? (
        <ClientOnly>
          <Suspense fallback={null}>
            <FlightDetailPanel searchKey={key} id={params.detail} onClose={() => update({ detail: undefined })} />
          </Suspense>
        </ClientOnly>
      ) : null}
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FiltersDrawer total={first.total} onClose={() => setFiltersOpen(false)}>
            {filters}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </div>
  )
}
