import { useVirtualizer } from '@tanstack/react-virtual'
import { X } from 'lucide-react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button, IconButton, MapErrorBoundary } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import type { ResultsPaging } from '../results/completed-results'
import { productWord } from '../../search-summary'
import type { ProductSearchParams } from '../../search.schema'
import { ProductCard } from '../product-card/ProductCard'
import { FILTER_SECTIONS, type FilterSection } from '../results/FilterGroups'
import * as styles from './MapMode.css'

const ProductMap = lazy(() => import('./ProductMap'))

const offers = (n: number) => `${n} offre${n > 1 ? 's' : ''}`

export interface MapModeProps {
  params: ProductSearchParams
  items: Product[]
  count: number
  query: ResultsPaging
  onOpenFilters: (section: FilterSection | 'all') => void
  onClose: () => void
}

/**
 * The full-screen map mode '{product}' (§2.14): the loaded results as a list (the keyboard and
 * screen-reader path) beside the map (MapLibre, loaded now), filter chips opening the filters
 * on their part, 'Charger plus de résultats'. A modal: the page behind does not scroll, Escape
 * and 'Fermer' close it. A card and its marker highlight each other.
 */
export default function MapMode({ params, items, count, query, onOpenFilters, onClose }: MapModeProps) {
  // The card under the pointer, else the one a marker's press chose: leaving a marker (the map
  // zooms in under the pointer after a press) does not undo the choice.
  const [hovered, setHovered] = useState<number | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const highlighted = hovered ?? selected
  const paneRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- read during render only, never memoized
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement: () => paneRef.current, estimateSize: () => 300, overscan: 4 })
  const select = useCallback(
    (id: number) => {
      setSelected(id)
      const index = items.findIndex((p) => p.product_id === id)
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' })
    },
    [items, virtualizer],
  )
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={`${productWord(params)} : carte`}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {productWord(params)}
            </Heading>
            <span className={styles.count} aria-live="polite">
              {offers(count)}
            </span>
            <IconButton icon={X} aria-label="Fermer la carte" onPress={onClose} />
          </header>
          <div className={styles.chips} role="group" aria-label="Filtres">
            <Button variant="secondary" size="sm" className={styles.chip} onPress={() => onOpenFilters('all')} aria-haspopup="dialog">
              Tous les filtres
            </Button>
            {FILTER_SECTIONS.map((s) => (
              <Button key={s.id} variant="secondary" size="sm" className={styles.chip} onPress={() => onOpenFilters(s.id)} aria-haspopup="dialog">
                {s.label}
              </Button>
            ))}
          </div>
          <div className={styles.body}>
            <section ref={paneRef} className={styles.listPane} aria-label="Liste des offres">
              <ol className={styles.list} style={{ height: virtualizer.getTotalSize() }} aria-label="Offres sur la carte">
                {virtualizer.getVirtualItems().map((row) => {
                  const product = items[row.index]!
                  return (
                    <li
                      key={product.product_id}
                      data-index={row.index}
                      ref={virtualizer.measureElement}
                      className={styles.item}
                      style={{ transform: `translateY(${row.start}px)` }}
                    >
                      <ProductCard
                        product={product}
                        search={{ ...params, map: false }}
                        layout="list"
                        highlighted={highlighted === product.product_id}
                        onHighlight={setHovered}
                      />
                    </li>
                  )
                })}
              </ol>
              <div className={styles.more}>
                {query.hasNextPage ? (
                  <Button variant="secondary" isLoading={query.isFetchingNextPage} loadingLabel="Chargement…" onPress={query.fetchNextPage}>
                    Charger plus de résultats
                  </Button>
                ) : (
                  <p className={styles.end}>Aucune autre offre trouvée</p>
                )}
              </div>
            </section>
            <div className={styles.mapPane}>
              <MapErrorBoundary fallback={<p className={styles.unavailable}>La carte n&apos;est pas disponible. Les offres restent dans la liste.</p>}>
                {/* Placed once the first page is whole: markers that regroup and a view that refits under the pointer would mislead. */}
                <Suspense fallback={null}>
                  {query.complete ? <ProductMap products={items} highlightedId={highlighted} onHighlight={setHovered} onSelect={select} /> : null}
                </Suspense>
              </MapErrorBoundary>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
