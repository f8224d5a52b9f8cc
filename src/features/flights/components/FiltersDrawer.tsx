import { Button, Drawer } from 'design-system'
import type { ReactNode } from 'react'

/** Mobile: the filters in a full-height bottom sheet. */
export default function FiltersDrawer({ total, onClose, children }: { total: number; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom"
      size="full"
      title="Filtrer par"
      footer={(close) => <Button fullWidth onPress={close}>{`Afficher ${total} vol${total > 1 ? 's' : ''}`}</Button>}
    >
      {children}
    </Drawer>
  )
}
