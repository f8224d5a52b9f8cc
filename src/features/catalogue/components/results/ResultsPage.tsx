import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { ClientOnly, useRouterState } from '@tanstack/react-router'
import { ArrowDownUp, LayoutGrid, List, Map as MapIcon, Pencil, SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Button, buttonClassName, EmptyState, Select, SelectItem, Skeleton, toggleLinkStyles, useIsDesktop, visuallyHidden } from 'design-system'
import { ClickReplay } from '~/platform/ClickReplay'
import { PreviousFilters } from '~/app/PreviousFilters'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import { productResultsQuery, searchOptionsQuery } from '../../catalogue.queries'
import { SORTS } from '../../constants'
import { destinationLabels, resultsTitle } from '../../results-title'
import { dateSummary, durationSummary } from '../../search-summary'
import { resultsKey } from '../../search-query'
import { COMPARE_MAX, type ProductSearchParams } from '../../search.schema'
import { CompareBar } from '../compare/CompareBar'
import * as compareStyles from '../compare/CompareBar.css'
import { COMPARE_FULL } from '../compare/CompareToggle'
import { ActiveFilters } from './ActiveFilters'
import { useCompletedResults } from './completed-results'
import { activeFilterCount, EMPTY_FILTERS, filterValuesOf } from './filter-values'
import type { FilterSection, FilterValues } from './FilterGroups'
import * as styles from './ProductResults.css'
import '../product-card/ProductCard.css'
import './Filters.css'
import { ResultsList } from './ResultsList'
import { SearchParamLink, useSearchUpdate } from '~/app/search-params'
import { SortSheet } from '~/app/SortSheet'

// The filters panel is server-rendered in its own chunk (ClickReplay keeps a click made
// before it hydrates); the drawer and the map load on first use only.
const FiltersPanel = serverRenderedLazy(() => import('./FiltersPanel'))
const FiltersDrawer = lazy(() => import('./FiltersDrawer'))
const MapMode = lazy(() => import('../map/MapMode'))
const HolidaySearchDrawer = lazy(() => import('../search-bar/HolidaySearchBar').then((m) => ({ default: m.HolidaySearchDrawer })))

const LAYOUTS = [
  ['list', 'Liste', List],
  ['grid', 'Mosaïque', LayoutGrid],
] as const

/** The search in one line: departure city, date, duration. */
const summaryOf = (p: ProductSearchParams, departure: string | null) =>
  [departure ? `Départ de ${departure}` : null, dateSummary(p), durationSummary(p.minMaxNights)].filter(Boolean).join(' · ')

const offers = (n: number) => `${n} offre${n > 1 ? 's' : ''}`

/** /search-products: the results of the URL's search with its filters, sort, layout and map (loaded after the page: see ProductResults). */
export default function ResultsPage({ params }: { params: ProductSearchParams }) {
  const update = useSearchUpdate('/search-products')
  const key = resultsKey(params)
  const query = useSuspenseInfiniteQuery(productResultsQuery(key))
  const options = useQuery(searchOptionsQuery(key))
  const [drawer, setDrawer] = useState<FilterSection | 'all' | null>(null)
  const [sortOpen, setSortOpen] = useState(false)
  const [editing, setEditing] = useState(false)
  const isDesktop = useIsDesktop()
  const loading = useRouterState({ select: (s) => s.isLoading && s.location.pathname === '/search-products' })
  const pages = query.data.pages
  const items = useMemo(() => pages.flatMap((p) => p.results), [pages])
  const results = useCompletedResults(query)
  const count = pages[0]?.count ?? 0
  const values = filterValuesOf(params)
  const activeCount = activeFilterCount(values)
  const labels = useMemo(() => destinationLabels(options.data), [options.data])
  const departureLabel = params.departureCity
    ? (options.data?.departure_city?.find((d) => d.code === params.departureCity)?.label ?? params.departureCity)
    : null
  const applyFilters = (patch: Partial<FilterValues>) => update(patch)
  const openDrawer = (section: FilterSection | 'all') => setDrawer(section)
  const accommodation = options.data?.accommodation_type ?? []
  const compared = params.compare
  const compare = useMemo(
    () => ({
      ids: compared,
      full: compared.length >= COMPARE_MAX,
      toggle: (id: number) => update({ compare: compared.includes(id) ? compared.filter((c) => c !== id) : [...compared, id] }),
    }),
    [compared, update],
  )

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{resultsTitle(params, labels)}</h1>
        <div className={styles.summaryRow}>
          <p className={styles.summary}>{summaryOf(params, departureLabel) || 'Toutes dates, toutes durées'}</p>
          {/* On a phone the pencil alone, at the end of the summary's line. */}
          <Button variant="secondary" size="sm" iconStart={<Pencil size={16} aria-hidden="true" />} onPress={() => setEditing(true)} aria-haspopup="dialog">
            <span className={styles.modifyLabel}>Modifier la recherche</span>
          </Button>
        </div>
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <HolidaySearchDrawer isOpen onOpenChange={setEditing} placement={isDesktop ? 'right' : 'bottom'} size={isDesktop ? 'detail' : 'full'} />
        </Suspense>
      ) : null}
      <div className={styles.layout}>
        <a href="#resultats" className={styles.skipToResults}>
          Aller aux résultats
        </a>
        <aside className={styles.sidebar} aria-labelledby="filtres-titre">
          <h2 id="filtres-titre" className={styles.sidebarTitle}>
            Filtres
          </h2>
          <p className={styles.headline}>{`Filtrer ${offers(count)}`}</p>
          {options.data ? (
            <ClickReplay fallback={<Skeleton height={480} radius={12} />}>
              <FiltersPanel options={options.data} values={values} onChange={applyFilters} />
            </ClickReplay>
          ) : (
            <Skeleton height={480} radius={12} />
          )}
          <PreviousFilters />
        </aside>
        <section className={styles.main} aria-labelledby="resultats">
          <div className={styles.resultsHead}>
            <h2 id="resultats" tabIndex={-1} className={styles.resultsTitle} aria-live="polite" aria-atomic="true">
              {count === 0 ? 'Aucune offre' : offers(count)}
            </h2>
            <nav aria-label="Affichage des résultats" className={toggleLinkStyles.segmentGroup}>
              {LAYOUTS.map(([id, label, Icon]) => (
                <SearchParamLink to="/search-products" key={id} patch={{ layout: id }} current={params.layout === id} className={toggleLinkStyles.segment}>
                  <Icon size={18} aria-hidden="true" />
                  {label}
                </SearchParamLink>
              ))}
            </nav>
          </div>
          <div className={styles.optionsBar}>
            <Button
              variant="secondary"
              size="sm"
              iconStart={<ArrowDownUp size={16} aria-hidden="true" />}
              onPress={() => setSortOpen(true)}
              aria-haspopup="dialog"
            >
              Trier
            </Button>
            <Button
              variant="secondary"
              size="sm"
              iconStart={<SlidersHorizontal size={16} aria-hidden="true" />}
              onPress={() => openDrawer('all')}
              aria-haspopup="dialog"
            >
              {activeCount ? `Filtrer (${activeCount})` : 'Filtrer'}
            </Button>
            <SearchParamLink to="/search-products" patch={{ map: true }} push className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              <MapIcon size={16} aria-hidden="true" />
              Carte
            </SearchParamLink>
          </div>
          <ActiveFilters values={values} options={options.data} onChange={applyFilters} />
          {/* From productResultsWide; below, the options bar (Trier, Filtrer, Carte) and the filters' drawer. */}
          <div className={styles.toolbar}>
            <nav aria-label="Trier les résultats">
              <ul className={`${toggleLinkStyles.group} ${styles.plainList}`}>
                {SORTS.map((s) => (
                  <li key={s.id}>
                    <SearchParamLink to="/search-products" patch={{ orderBy: s.id }} current={params.orderBy === s.id} className={toggleLinkStyles.chip}>
                      {s.label}
                    </SearchParamLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.toolbarEnd}>
              <Select
                label="Hébergement"
                className={styles.accommodationSelect}
                items={[{ code: 'all', label: 'Tous les hébergements', count: 0 }, ...accommodation]}
                selectedKey={values.accommodationTypes.length === 1 ? values.accommodationTypes[0]! : 'all'}
                onSelectionChange={(k) => applyFilters({ accommodationTypes: k === 'all' || k === null ? [] : [String(k)] })}
              >
                {(item) => (
                  <SelectItem id={item.code} textValue={item.label} isDisabled={item.code !== 'all' && item.count === 0}>
                    {item.label}
                  </SelectItem>
                )}
              </Select>
              <SearchParamLink to="/search-products" patch={{ map: true }} push className={buttonClassName({ variant: 'secondary' })}>
                <MapIcon size={18} aria-hidden="true" />
                Voir sur la carte
              </SearchParamLink>
            </div>
          </div>
          <div className={loading ? styles.busy : undefined} aria-busy={loading || undefined}>
            {count === 0 ? (
              <EmptyState
                title="No results found"
                description="Aucune offre ne correspond à votre recherche. Modifiez vos critères ou effacez vos filtres."
                action={
                  activeCount ? (
                    <SearchParamLink to="/search-products" patch={EMPTY_FILTERS} className={buttonClassName()}>
                      Effacer les filtres
                    </SearchParamLink>
                  ) : undefined
                }
              />
            ) : (
              <>
                <ResultsList
                  items={items}
                  layout={params.layout}
                  search={params}
                  cacheKey={JSON.stringify(key)}
                  hasNextPage={results.hasNextPage}
                  isFetchingNextPage={results.isFetchingNextPage}
                  fetchNextPage={results.fetchNextPage}
                  compare={compare}
                />
                {!results.hasNextPage ? <p className={styles.end}>Aucune autre offre trouvée</p> : null}
              </>
            )}
          </div>
        </section>
      </div>
      <p role="status" className={visuallyHidden}>
        {compared.length ? `${offers(compared.length)} à comparer${compare.full ? ` : ${COMPARE_FULL}` : ''}` : ''}
      </p>
      {compared.length && !params.map ? (
        <>
          <div className={compareStyles.barSpace} />
          <CompareBar
            items={items}
            search={params}
            onRemove={(id) => update({ compare: compared.filter((c) => c !== id) })}
            onClear={() => update({ compare: [] })}
          />
        </>
      ) : null}
      {sortOpen ? (
        <SortSheet
          to="/search-products"
          isOpen
          onOpenChange={setSortOpen}
          options={SORTS.map((s) => ({ label: s.label, patch: { orderBy: s.id }, current: params.orderBy === s.id }))}
        />
      ) : null}
      {drawer && options.data ? (
        <Suspense fallback={null}>
          <FiltersDrawer
            searchKey={key}
            options={options.data}
            values={values}
            section={drawer === 'all' ? undefined : drawer}
            onApply={applyFilters}
            onClose={() => setDrawer(null)}
          />
        </Suspense>
      ) : null}
      {params.map ? (
        <ClientOnly>
          <Suspense fallback={null}>
            <MapMode params={params} items={items} count={count} query={results} onOpenFilters={openDrawer} onClose={() => update({ map: false })} />
          </Suspense>
        </ClientOnly>
      ) : null}
    </div>
  )
}
