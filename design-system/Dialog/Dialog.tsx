import { AlertTriangle, Info, X } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Dialog as RACDialog,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components'
import { Button, type ButtonVariant } from '../Button/Button'
import { IconButton } from '../IconButton/IconButton'
import { useHasOpened } from '../hooks/useHasOpened'
import { backdrop } from '../styles/overlay.css'
import * as styles from './Dialog.css'
import { modalSizes } from './Dialog.css'

export { modalSizes }
export type ModalSize = (typeof modalSizes)[number]
const sizeClass: Record<ModalSize, string> = { sm: styles.sizeSm, md: styles.sizeMd, lg: styles.sizeLg }

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  size?: ModalSize
  children: ReactNode
}

/**
 * A centred modal over a dimmed backdrop. Focus is trapped inside and restored to the trigger
 * on close; Escape closes (and outside click when `isDismissable`). Put a `Dialog` inside.
 */
export function Modal({ size = 'md', children, isDismissable = true, ...props }: ModalProps) {
  if (!useHasOpened(props.isOpen)) return null
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={`${backdrop} ${styles.overlay}`}>
      <RACModal className={`${styles.modal} ${sizeClass[size]}`}>{children}</RACModal>
    </ModalOverlay>
  )
}

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'children'> {
  title: ReactNode
  children?: ReactNode
  /** Buttons at the bottom (a function receives `close`). */
  footer?: ReactNode | ((close: () => void) => ReactNode)
  /** An image above the title (the spec's simple modal). */
  image?: { src: string; alt: string }
  /** Hide the 'Fermer' button in the corner. */
  hideCloseButton?: boolean
}

/** The content of a modal: title (its accessible name), 'Fermer' button, body and footer. */
export function Dialog({ title, children, footer, image, hideCloseButton, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          {image && <img src={image.src} alt={image.alt} className={styles.image} />}
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {!hideCloseButton && <IconButton icon={X} aria-label="Fermer" onPress={close} size="md" />}
          </div>
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>}
        </>
      )}
    </RACDialog>
  )
}

export const alertDialogTones = ['info', 'critical'] as const
export type AlertDialogTone = (typeof alertDialogTones)[number]

export interface AlertDialogProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  title: ReactNode
  children: ReactNode
  tone?: AlertDialogTone
  /** Main action label (default 'Valider'). */
  actionLabel?: string
  onAction?: () => void
  /** Secondary action label (default 'Annuler'); null hides it. */
  cancelLabel?: string | null
  isLoading?: boolean
}

/** A modal that needs an answer (role alertdialog): not dismissed by outside click. */
export function AlertDialog({
  title,
  children,
  tone = 'info',
  actionLabel = 'Valider',
  onAction,
  cancelLabel = 'Annuler',
  isLoading,
  ...props
}: AlertDialogProps) {
  const variant: ButtonVariant = tone === 'critical' ? 'critical' : 'primary'
  if (!useHasOpened(props.isOpen)) return null
  return (
    <ModalOverlay {...props} isDismissable={false} className={`${backdrop} ${styles.overlay}`}>
      <RACModal className={`${styles.modal} ${styles.sizeSm}`}>
        <RACDialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.alertHeader}>
                <span className={`${styles.alertIcon} ${tone === 'critical' ? styles.alertIconCritical : styles.alertIconInfo}`} aria-hidden="true">
                  {tone === 'critical' ? <AlertTriangle size={22} /> : <Info size={22} />}
                </span>
                <Heading slot="title" className={styles.title} style={{ paddingTop: 0 }}>
                  {title}
                </Heading>
              </div>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>
                {cancelLabel && (
                  <Button variant="tertiary" onPress={close}>
                    {cancelLabel}
                  </Button>
                )}
                <Button
                  variant={variant}
                  isLoading={isLoading}
                  onPress={() => {
                    onAction?.()
                    if (!isLoading) close()
                  }}
                >
                  {actionLabel}
                </Button>
              </div>
            </>
          )}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  )
}

export { DialogTrigger } from 'react-aria-components'
