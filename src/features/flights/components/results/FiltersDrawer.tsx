import { Button, Drawer } from 'design-system'
import type { ReactNode } from 'react'
import type { FilterSection } from './FlightFilters'
import { FILTER_CHIPS } from './filter-chips'

/** Mobile: the filters (all, or the part a chip names) in a full-height bottom sheet. */
export default function FiltersDrawer({
  section,
  total,
  onClose,
  children,
}: {
  section: FilterSection | 'all'
  total: number
  onClose: () => void
  children: ReactNode
}) {
  const title = FILTER_CHIPS.find(([chip]) => chip === section)?.[1] ?? 'Tous les filtres'
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom"
      size="full"
      title={title === 'Tous les filtres' ? 'Filtrer par' : title}
      footer={(close) => <Button fullWidth onPress={close}>{`Afficher ${total} vol${total > 1 ? 's' : ''}`}</Button>}
    >
      {children}
    </Drawer>
  )
}
