import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import { Dialog, Modal, type ModalProps } from '../Dialog/Dialog'

export interface SimpleModalAction {
  label: string
  /** Called before the modal closes. */
  onPress?: () => void
}

export interface SimpleModalProps extends Omit<ModalProps, 'children' | 'size'> {
  title: ReactNode
  /** An image above the title. */
  image?: { src: string; alt: string }
  children?: ReactNode
  /** The main action (a primary button); the modal closes after it. */
  mainAction: SimpleModalAction
  /** An optional secondary action (a tertiary button before the main one). */
  secondaryAction?: SimpleModalAction
}

/**
 * The simple modal of the shared widgets (storefront-and-holidays.md §2.17): image, title, text,
 * a main and an optional secondary action. Both actions close it; Escape and 'Fermer' too.
 */
export function SimpleModal({ title, image, children, mainAction, secondaryAction, ...props }: SimpleModalProps) {
  return (
    <Modal size="sm" {...props}>
      <Dialog
        title={title}
        image={image}
        footer={(close) => (
          <>
            {secondaryAction && (
              <Button
                variant="tertiary"
                onPress={() => {
                  secondaryAction.onPress?.()
                  close()
                }}
              >
                {secondaryAction.label}
              </Button>
            )}
            <Button
              onPress={() => {
                mainAction.onPress?.()
                close()
              }}
            >
              {mainAction.label}
            </Button>
          </>
        )}
      >
        {children}
      </Dialog>
    </Modal>
  )
}
