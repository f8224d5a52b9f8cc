import type { ReactNode } from 'react'
import { Dialog, Heading, OverlayArrow, Popover as RACPopover, type PopoverProps as RACPopoverProps, composeRenderProps } from 'react-aria-components'
import { popover } from '../styles/overlay.css'
import * as styles from './Popover.css'

export interface PopoverProps extends Omit<RACPopoverProps, 'className'> {
  /** Draw a small arrow towards the trigger. */
  showArrow?: boolean
  /** At least as wide as the trigger (menus, listboxes). */
  matchTriggerWidth?: boolean
  className?: string
}

/** A styled react-aria `Popover` (positioned, dismissed by Escape or outside click). */
export function Popover({ showArrow, matchTriggerWidth, className, children, offset = 8, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset}
      {...props}
      className={composeRenderProps(className, (c) => [popover, matchTriggerWidth && styles.popoverWidth, c].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <OverlayArrow className={styles.arrow}>
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </RACPopover>
  )
}

export interface PopoverDialogProps extends Omit<PopoverProps, 'children'> {
  /** Visible title (also the dialog's accessible name). */
  title?: ReactNode
  'aria-label'?: string
  children: ReactNode
}

/** A popover holding a dialog: use inside `<DialogTrigger>` with a button. */
export function PopoverDialog({ title, children, 'aria-label': ariaLabel, ...props }: PopoverDialogProps) {
  return (
    <Popover {...props}>
      <Dialog className={styles.dialog} aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
        )}
        {children}
      </Dialog>
    </Popover>
  )
}
