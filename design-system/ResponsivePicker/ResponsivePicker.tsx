import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button as RACButton, Dialog, DialogTrigger, Heading } from 'react-aria-components'
import { Button } from '../Button/Button'
import { Drawer } from '../Drawer/Drawer'
import { Popover } from '../Popover/Popover'
import { useHasOpened } from '../hooks/useHasOpened'
import { mediaMatches, useIsDesktop } from '../hooks/useMediaQuery'
import { mediaQuery } from '../tokens/breakpoints'
import * as styles from './ResponsivePicker.css'

export interface ResponsivePickerProps {
  /** Field label, e.g. 'Ville de départ'. */
  label: string
  /** The chosen value's display text; empty shows the placeholder. */
  value?: string | null
  /**
   * A shorter text of the value for narrow screens (below `md`), e.g. '12 juin' for
   * 'ven. 12 juin'. Chosen by CSS: the server's markup is right on every screen, with no
   * render after hydration.
   */
  shortValue?: string | null
  /**
   * The empty field's text, e.g. 'Sans préférence' for an optional field; a required one asks
   * ('Où allez-vous ?'). No default: an empty field never suggests a choice it does not have.
   */
  placeholder?: string
  icon?: ReactNode
  /** Title of the popover / drawer (default: the label). */
  title?: string
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode)
  /** Footer actions, e.g. Annuler / Valider (a function receives `close`). */
  footer?: ReactNode | ((close: () => void) => ReactNode)
  /**
   * A footer button that closes the picker, e.g. 'Valider' (full width in the drawer). Used
   * when there is no `footer`.
   */
  confirmLabel?: string
  /** Show the `confirmLabel` button in the popover too (default), or only in the drawer. */
  confirmInPopover?: boolean
  /** Called by the `confirmLabel` button before it closes the picker (e.g. applies the choice made inside). */
  onConfirm?: () => void
  /** A secondary button before `confirmLabel` that closes the picker without `onConfirm`, e.g. 'Annuler'. */
  cancelLabel?: string
  /** 'Tout effacer' in the drawer header (and a text button in the popover). */
  onClear?: () => void
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  errorMessage?: string
  /** In error, its message shown elsewhere (a form's banner): the id(s) of that message, read with the field. */
  errorMessageId?: string
  isDisabled?: boolean
  /** Popover width at md and up (default 400). */
  popoverWidth?: number
  /**
   * Height the popover needs (default 520): when there is less room under the field, the page
   * scrolls first so the field sits near the top and the popover opens below it, whole.
   */
  popoverRoom?: number
  className?: string
}

/** Scrolls the page (before the popover opens and locks it) so `room` px fit under the trigger, if the page can. */
function makeRoomBelow(trigger: HTMLElement | null, room: number) {
  if (!trigger) return
  const rect = trigger.getBoundingClientRect()
  const below = window.innerHeight - rect.bottom - 16
  if (below >= room) return
  const by = Math.min(rect.top - 16, room - below)
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' })
}

/**
 * A search-form field that opens its picker in a popover at md and up (page dimmed behind),
 * and in a bottom drawer below md (back, title, 'Tout effacer', footer). Modal, so one open
 * at a time; focus moves in and returns to the field; Escape closes.
 *
 * The overlay is first rendered when the picker first opens (then kept, for its closing
 * animation): a page hydrates only the field. The overlay's popover-or-drawer choice reads
 * the window's width, which the server does not know; made during hydration, it re-rendered
 * every picker of the page at once after hydrating it (React's re-render of a
 * `useSyncExternalStore` whose server value differs is synchronous), a long task on a phone.
 */
export function ResponsivePicker({
  label,
  value,
  shortValue,
  placeholder,
  icon,
  title,
  children,
  footer,
  confirmLabel,
  confirmInPopover = true,
  onConfirm,
  cancelLabel,
  onClear,
  isOpen: isOpenProp,
  onOpenChange,
  errorMessage,
  errorMessageId,
  isDisabled,
  popoverWidth = 400,
  popoverRoom = 520,
  className,
}: ResponsivePickerProps) {
  const [isOpenState, setOpenState] = useState(false)
  const isOpen = isOpenProp ?? isOpenState
  const opened = useHasOpened(isOpen)
  // A ref, not an id: an id given to the trigger is merged with DialogTrigger's own, which
  // costs every picker one more render after hydration.
  const triggerRef = useRef<HTMLButtonElement>(null)
  const setOpen = (open: boolean) => {
    if (open && mediaMatches(mediaQuery.md)) makeRoomBelow(triggerRef.current, popoverRoom)
    setOpenState(open)
    onOpenChange?.(open)
  }
  const close = () => setOpen(false)
  const errorId = useId()
  return (
    <div className={className}>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <RACButton
          ref={triggerRef}
          className={[styles.trigger, (errorMessage || errorMessageId) && styles.triggerInvalid].filter(Boolean).join(' ')}
          isDisabled={isDisabled}
          aria-describedby={errorMessage ? errorId : errorMessageId}
        >
          {icon && <span className={styles.icon}>{icon}</span>}
          <span className={styles.text}>
            <span className={styles.label}>{label}</span>
            {value && shortValue && shortValue !== value ? (
              <>
                <span className={`${styles.value} ${styles.wideOnly}`}>{value}</span>
                <span className={`${styles.value} ${styles.narrowOnly}`}>{shortValue}</span>
              </>
            ) : (
              <span className={value ? styles.value : `${styles.value} ${styles.placeholder}`}>{value || placeholder}</span>
            )}
          </span>
        </RACButton>
        {opened && (
          <PickerOverlay
            isOpen={isOpen}
            close={close}
            heading={title ?? label}
            footer={footer}
            confirmLabel={confirmLabel}
            confirmInPopover={confirmInPopover}
            onConfirm={onConfirm}
            cancelLabel={cancelLabel}
            onClear={onClear}
            popoverWidth={popoverWidth}
          >
            {children}
          </PickerOverlay>
        )}
      </DialogTrigger>
      {errorMessage && (
        <div id={errorId} className={styles.error}>
          {errorMessage}
        </div>
      )}
    </div>
  )
}

type PickerOverlayProps = Pick<ResponsivePickerProps, 'children' | 'footer' | 'confirmLabel' | 'onConfirm' | 'cancelLabel' | 'onClear'> & {
  isOpen: boolean
  close: () => void
  heading: string
  confirmInPopover: boolean
  popoverWidth: number
}

/** The open picker: a popover (page dimmed) at md and up, a bottom drawer below. */
function PickerOverlay({
  isOpen,
  close,
  heading,
  children,
  footer,
  confirmLabel,
  confirmInPopover,
  onConfirm,
  cancelLabel,
  onClear,
  popoverWidth,
}: PickerOverlayProps) {
  const isDesktop = useIsDesktop()
  const bodyRef = useRef<HTMLDivElement>(null)
  // A picker that starts with a search box opens with the focus in it (typing at once), not on the
  // dialog; for a few frames, as a picker closing just before may leave the focus on its field.
  useEffect(() => {
    if (!isOpen) return
    let frames = 0
    let id = 0
    const settle = () => {
      const input = bodyRef.current?.querySelector<HTMLInputElement>('input[type="search"], input[role="combobox"]')
      if (input && !bodyRef.current?.contains(document.activeElement)) input.focus()
      if (++frames < 3) id = requestAnimationFrame(settle)
    }
    id = requestAnimationFrame(settle)
    return () => cancelAnimationFrame(id)
  }, [isOpen])
  const content = (
    <div ref={bodyRef} className={styles.content}>
      {typeof children === 'function' ? children(close) : children}
    </div>
  )
  const confirm =
    confirmLabel && (confirmInPopover || !isDesktop) ? (
      <>
        {cancelLabel && (
          <Button variant="secondary" onPress={close}>
            {cancelLabel}
          </Button>
        )}
        <Button
          fullWidth={!isDesktop}
          onPress={() => {
            onConfirm?.()
            close()
          }}
        >
          {confirmLabel}
        </Button>
      </>
    ) : undefined
  const footerContent = (typeof footer === 'function' ? footer(close) : footer) ?? confirm
  return isDesktop ? (
    <>
      <Popover placement="bottom start" style={{ width: popoverWidth, maxWidth: 'calc(100vw - 32px)' }}>
        <Dialog className={styles.popoverDialog}>
          <div className={styles.popoverHeader}>
            <Heading slot="title" className={styles.popoverTitle}>
              {heading}
            </Heading>
            {onClear && (
              <Button variant="ghost" size="sm" onPress={onClear}>
                Tout effacer
              </Button>
            )}
          </div>
          <div className={styles.popoverBody}>{content}</div>
          {footerContent && <div className={styles.popoverFooter}>{footerContent}</div>}
        </Dialog>
      </Popover>
      {isOpen && <div className={styles.dim} aria-hidden="true" />}
    </>
  ) : (
    <Drawer placement="bottom" title={heading} onBack={close} onClear={onClear} hideCloseButton footer={footerContent}>
      {content}
    </Drawer>
  )
}
