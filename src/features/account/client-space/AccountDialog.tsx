import { ArrowLeft, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { IconButton } from 'design-system'
import * as styles from './ClientSpace.css'

export interface AccountDialogProps {
  title: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}

/**
 * The client space's dialogs (booking-and-accounts.md §2): full screen with a 'Retour' button
 * below md, centred with a 'Fermer' button above. Focus is trapped and restored; Escape closes.
 */
export function AccountDialog({ title, isOpen, onOpenChange, children }: AccountDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={`${styles.overlayBase} ${styles.overlay}`}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.dialogHeader}>
                <span className={styles.backButton}>
                  <IconButton icon={ArrowLeft} aria-label="Retour" onPress={close} size="md" />
                </span>
                <Heading slot="title" className={styles.dialogTitle}>
                  {title}
                </Heading>
                <span className={styles.closeButton}>
                  <IconButton icon={X} aria-label="Fermer" onPress={close} size="md" />
                </span>
              </div>
              <div className={styles.dialogBody}>{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
