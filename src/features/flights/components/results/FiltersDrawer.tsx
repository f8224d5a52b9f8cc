import { Button, Drawer } from 'design-system'
import type { ReactNode } from 'react'

/** Mobile: the filters (all, or the part a chip names) in a full-height bottom sheet. */
export default function FiltersDrawer({ title, total, onClose, children }: { title: string; total: number; onClose: () => void; children: ReactNode }) {
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
