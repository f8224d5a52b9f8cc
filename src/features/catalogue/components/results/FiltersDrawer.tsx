import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, Drawer } from 'design-system'
import type { SearchOptions } from '~/api-contract/catalogue'
import { productCountQuery } from '../../catalogue.queries'
import type { ResultsKey } from '../../search-query'
import { EMPTY_FILTERS } from './filter-values'
import { FILTER_SECTIONS, FilterGroups, type FilterSection, type FilterValues } from './FilterGroups'
import * as styles from './Filters.css'

const offers = (n: number) => `${n} offre${n > 1 ? 's' : ''}`

export interface FiltersDrawerProps {
  searchKey: ResultsKey
  options: SearchOptions
  values: FilterValues
  /** Only this part (a map chip). */
  section?: FilterSection
  onApply: (values: FilterValues) => void
  onClose: () => void
}

/**
 * 'Filtres' (400 px from the right; full width on phones): the choices stay in the drawer
 * until 'Afficher N offres', whose figure is the live count of the pending choices.
 * 'Effacer les filtres' empties them.
 */
export default function FiltersDrawer({ searchKey, options, values, section, onApply, onClose }: FiltersDrawerProps) {
  const [pending, setPending] = useState<FilterValues>(values)
  const count = useQuery(productCountQuery({ ...searchKey, ...pending }))
  const total = count.data ?? options.count
  const title = section ? FILTER_SECTIONS.find((s) => s.id === section)!.label : 'Filtres'
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="right"
      size="filters"
      title={title}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={() => setPending(EMPTY_FILTERS)}>
            Effacer les filtres
          </Button>
          <Button
            fullWidth
            onPress={() => {
              onApply(pending)
              close()
            }}
          >
            {`Afficher ${offers(total)}`}
          </Button>
        </>
      )}
    >
      <p className={styles.headline} aria-live="polite">{`Filtrer ${offers(total)}`}</p>
      <FilterGroups options={options} values={pending} onChange={(patch) => setPending((p) => ({ ...p, ...patch }))} section={section} />
    </Drawer>
  )
}
