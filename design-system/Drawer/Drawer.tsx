import { ArrowLeft, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components'
import { useHasOpened } from '../hooks/useHasOpened'
import { Button } from '../Button/Button'
import { IconButton } from '../IconButton/IconButton'
import { backdrop } from '../styles/overlay.css'
import * as styles from './Drawer.css'
import { drawerPlacements, drawerSizes } from './Drawer.css'

export { drawerPlacements, drawerSizes }
export type DrawerPlacement = (typeof drawerPlacements)[number]
/** 'filters' 400 px, 'detail' 544 px (side drawers, md and up); 'full' covers the screen; 'auto' fits its content. */
export type DrawerSize = (typeof drawerSizes)[number]

export interface DrawerProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** Side drawer ('left' / 'right'), bottom sheet ('bottom') or top drawer ('top', below a banner). */
  placement?: DrawerPlacement
  size?: DrawerSize
  /** Title (the dialog's accessible name). */
  title: ReactNode
  /** Accessible name when the visible title is not enough. */
  'aria-label'?: string
  children: ReactNode
  /** Footer actions (a function receives `close`), e.g. 'Valider'. */
  footer?: ReactNode | ((close: () => void) => ReactNode)
  /** A back button ('Retour') at the start of the header. */
  onBack?: () => void
  /** 'Tout effacer' at the end of the header. */
  onClear?: () => void
  clearLabel?: string
  /** Hide the 'Fermer' button (bottom sheets with a back button). */
  hideCloseButton?: boolean
}

/**
 * A modal drawer sliding from a side or from the bottom. Focus is trapped and restored to the
 * trigger; Escape and a click on the dimmed backdrop close it.
 */
export function Drawer({
  placement = 'right',
  size = 'filters',
  title,
  'aria-label': ariaLabel,
  children,
  footer,
  onBack,
  onClear,
  clearLabel = 'Tout effacer',
  hideCloseButton,
  isDismissable = true,
  ...props
}: DrawerProps) {
  const opened = useHasOpened(props.isOpen)
  const sizeClass = { filters: styles.sizeFilters, detail: styles.sizeDetail, full: styles.sizeFull, auto: styles.sizeAuto }[size]
  const placementClass =
    placement === 'bottom'
      ? [styles.bottom, size === 'full' && styles.bottomFull]
      : placement === 'top'
        ? [styles.top]
        : [placement === 'left' ? styles.left : styles.right, sizeClass]
  if (!opened) return null
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={`${backdrop} ${styles.overlay}`}>
      <Modal className={[styles.panel, ...placementClass].filter(Boolean).join(' ')}>
        <Dialog className={styles.dialog} aria-label={ariaLabel}>
          {({ close }) => (
            <>
              {placement === 'bottom' && size !== 'full' && <div className={styles.handle} aria-hidden="true" />}
              <div className={styles.header}>
                <div className={styles.headerStart}>{onBack && <IconButton icon={ArrowLeft} aria-label="Retour" onPress={onBack} />}</div>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <div className={styles.headerEnd}>
                  {onClear && (
                    <Button variant="ghost" size="sm" onPress={onClear} className={styles.clearButton}>
                      {clearLabel}
                    </Button>
                  )}
                  {!hideCloseButton && <IconButton icon={X} aria-label="Fermer" onPress={close} />}
                </div>
              </div>
              <div className={styles.body}>{children}</div>
              {footer && <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** The bottom sheet with back, title, 'Tout effacer' and footer actions (mobile pickers). */
export function BottomSheet(props: Omit<DrawerProps, 'placement'>) {
  return <Drawer placement="bottom" {...props} />
}
