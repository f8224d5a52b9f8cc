import { useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { mediaQuery, Skeleton } from 'design-system'
import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import { AgencyLabel } from '~/features/agencies'
import { flightResultsQuery, prefetchFlightDetail, resultsKey } from '../../flights.queries'
import type { FlightSearchParams } from '../../search.schema'
import type { Names } from './FlightCard'
import type { FilterSection } from './FlightFilters'
import { activeFilterCount } from '../../filters'
import { MARK_EXPLANATION } from '../../mark'
import * as styles from './FlightResults.css'
// Styles of the server-rendered lazy parts (modify-search and its form): in this route's CSS.
import './ModifySearch.css'
import '../search-form/LazySearchForm.css'
import '../search-form/SearchForm.css'
// The result cards' styles too: the list is a lazy part, and its cards' CSS arriving with its
// chunk moved every card on screen (CLS 0.12 at 1280 px).
import './FlightCard.css'
import { useSearchUpdate } from '~/app/search-params'
import { PreviousFilters } from '~/app/PreviousFilters'
import './BestPrices.css'
import { LayoutSwitch } from './LayoutSwitch'
import { graphToggleHeight } from './PriceGraph.css'

// Secondary parts load in their own chunks (the server still renders them), so the first
// JS of /search stays small; the detail panel and the dialogs load on first use only. The
// filters are server-rendered and hydrate when their chunk arrives (ClickReplay keeps a
// click made before that). Sort, layout and 'Voir le détail' are plain links to the URL
// state: they work before hydration too.
const FlightFilters = serverRenderedLazy(() => import('./FlightFilters'))
const FlightDetailPanel = lazy(() => import('../detail/FlightDetailPanel').then((m) => ({ default: m.FlightDetailPanel })))
const ModifySearch = serverRenderedLazy(() => import('./ModifySearch').then((m) => ({ default: m.ModifySearch })))
// The flexible-dates strip fetches its prices in the browser (a skeleton in the server's HTML).
const FlexibleDates = serverRenderedLazy(() => import('./FlexibleDates').then((m) => ({ default: m.FlexibleDates })))
// 'Évolution des prix': its toggle server-rendered, its chart loaded when opened.
const PriceGraph = serverRenderedLazy(() => import('./PriceGraph').then((m) => ({ default: m.PriceGraph })))
const BestPrices = serverRenderedLazy(() => import('./BestPrices').then((m) => ({ default: m.BestPrices })))
const SearchOutcomeDialogs = serverRenderedLazy(() => import('./SearchOutcomeDialogs'))
const FiltersDrawer = lazy(() => import('./FiltersDrawer'))
// Sort and filter chips: server-rendered (the sorts are links), its code after the page's.
const ResultsToolbar = serverRenderedLazy(() => import('./ResultsToolbar'))
// The list itself too (TanStack Virtual and the cards): its rows are in the server's HTML, and
// their links work before it hydrates.
const ResultsList = serverRenderedLazy(() => import('./ResultsList').then((m) => ({ default: m.ResultsList })))
// What a search with nothing to list says (server-rendered, its code loads after).
const SearchToFix = serverRenderedLazy(() => import('./EmptyResults').then((m) => ({ default: m.SearchToFix })))
const NoFlights = serverRenderedLazy(() => import('./EmptyResults').then((m) => ({ default: m.NoFlights })))

/**
 * /search: the results of the URL's search, with its filters, sort and layout. `headerAction`:
 * what the route adds to the results header (another domain's, e.g. following the prices).
 */
export function FlightResults({ params, headerAction }: { params: FlightSearchParams; headerAction?: ReactNode }) {
  const update = useSearchUpdate('/search')
  const key = useMemo(() => resultsKey(params), [params])
  const query = useSuspenseInfiniteQuery(flightResultsQuery(key))
  const queryClient = useQueryClient()
  useEffect(() => {
    if (params.detail) void prefetchFlightDetail(queryClient, key, params.detail)
  }, [queryClient, key, params.detail])
  const [drawer, setDrawer] = useState<FilterSection | 'all' | null>(null)
  // Business outcomes of the search, shown once per search (flights.md §8).
  const [dismissed, setDismissed] = useState<string | null>(null)
  const pages = query.data.pages
  const first = pages[0]!
  const items = useMemo(() => pages.flatMap((p) => p.items), [pages])
  // Stable, so that a re-render before the lazy list has hydrated leaves it be (ClickReplay). A call
  // while the next page is on its way leaves it be (the list asks again before it hears of it).
  const { fetchNextPage } = query
  const fetchMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  const names = useMemo<Names>(
    () => ({
      airlines: Object.assign({}, ...pages.map((p) => p.airlines)),
      places: Object.assign({}, ...pages.map((p) => p.places)),
    }),
    [pages],
  )
  // The filters name what the first page names (every airline and airport they list): the same
  // object as more pages come, so that filters still waiting to hydrate are not given new props.
  const filterNames = useMemo<Names>(() => ({ airlines: first.airlines, places: first.places }), [first])

  if (first.status === 'incomplete' || first.status === 'invalid') {
    const messages = [...new Set(first.issues.map((issue) => issue.message))]
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <ClickReplay fallback={<Skeleton height={120} />}>
            <ModifySearch params={params} issues={first.issues} known={first.known} />
          </ClickReplay>
        </header>
        <Suspense fallback={null}>
          <SearchToFix messages={first.status === 'invalid' ? messages : null} />
        </Suspense>
      </div>
    )
  }

  const legs = params._type === 'roundTrip' ? 2 : params._type === 'oneWay' ? 1 : (params.destinations?.length ?? 1)
  const searchId = JSON.stringify([params._type, params.from, params.to, params.departure, params.return, params.destinations])
  const outcome = first.error && dismissed !== searchId ? first.error : first.count === 0 && dismissed !== searchId ? 'NO_FLIGHTS' : null
  const dismiss = () => setDismissed(searchId)
  const filterProps = first.filterData ? { params, data: first.filterData, names: filterNames, legs, update } : null
  const activeFilters = activeFilterCount(params)
  const strip = params._type === 'roundTrip' ? 'roundTrip' : 'oneWay'

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <ClickReplay fallback={<Skeleton height={120} />}>
          <ModifySearch params={params} known={first.known} />
        </ClickReplay>
        {/* On a phone it is in the summary's drawer (ModifySearch). */}
        <div className={styles.agency}>
          <AgencyLabel />
        </div>
        {headerAction}
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
          {filterProps ? (
            // Shown from `lg` up (the sidebar's CSS): below, the drawer has its own filters, and
            // these wait, not hydrated, until the window grows (a long task on a phone).
            <ClickReplay fallback={<Skeleton height={480} radius={12} />} hydrateWhen={mediaQuery.lg}>
              <FlightFilters {...filterProps} />
            </ClickReplay>
          ) : null}
          <PreviousFilters />
        </aside>
        <section className={styles.main} aria-labelledby="resultats">
          <div className={styles.resultsHead}>
            <h2 id="resultats" tabIndex={-1} className={styles.resultsTitle} aria-live="polite">
              {first.total === 0 ? 'Aucun vol' : `${first.total} vol${first.total > 1 ? 's' : ''}${first.total < first.count ? ` sur ${first.count}` : ''}`}
            </h2>
            <LayoutSwitch layout={params.layoutStyle} />
            <ClickReplay fallback={null}>
              <BestPrices params={params} known={first.known} />
            </ClickReplay>
          </div>
          {/* Prices by date, above the list: the flexible-dates strip (a price chart belongs here too, above it). */}
          {params._type !== 'multiDestinations' ? (
            <div className={styles.datePrices} data-date-prices="">
              <ClickReplay fallback={<Skeleton height={graphToggleHeight} />}>
                <PriceGraph params={params} />
              </ClickReplay>
              <Suspense fallback={<Skeleton height="auto" radius={12} className={styles.flexSkeleton[strip]} />}>
                <FlexibleDates
                  searchKey={key}
                  trip={strip}
                  filtered={activeFilters > 0}
                  onPick={(departure, ret) => update({ departure, return: ret ?? undefined, detail: undefined }, { push: true })}
                />
              </Suspense>
            </div>
          ) : null}
          <ClickReplay fallback={<Skeleton height={36} radius={12} />}>
            <ResultsToolbar params={params} activeFilters={activeFilters} withFilters={filterProps !== null} onOpenFilters={setDrawer} />
          </ClickReplay>
          {params.orderBy === 'mark_desc' ? (
            <p className={styles.sortNote} id="explication-note">
              {MARK_EXPLANATION}
            </p>
          ) : null}
          {first.total === 0 ? (
            <Suspense fallback={null}>
              <NoFlights filtered={first.count > 0} />
            </Suspense>
          ) : (
            <ClickReplay fallback={<Skeleton height={1200} radius={12} />}>
              <ResultsList
                items={items}
                names={names}
                lowEmissionsMax={first.lowEmissionsMax}
                layout={params.layoutStyle}
                hasNextPage={query.hasNextPage}
                isFetchingNextPage={query.isFetchingNextPage}
                fetchNextPage={fetchMore}
              />
            </ClickReplay>
          )}
        </section>
      </div>
      {outcome ? (
        <Suspense fallback={null}>
          <SearchOutcomeDialogs
            outcome={outcome}
            text={first.outcomeText}
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
      {drawer && filterProps ? (
        <Suspense fallback={null}>
          <FiltersDrawer section={drawer} total={first.total} onClose={() => setDrawer(null)}>
            <FlightFilters {...filterProps} section={drawer === 'all' ? undefined : drawer} />
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </div>
  )
}
