import { useEffect, useRef, type ReactNode } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components'
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './Button.css'
import { buttonSizes, buttonVariants } from './Button.css'

export { buttonSizes, buttonVariants }
export { buttonClassName } from './buttonClassName'
export type ButtonVariant = (typeof buttonVariants)[number]
export type ButtonSize = (typeof buttonSizes)[number]

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children' | 'isPending'> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  /**
   * Negative inline margins as wide as its padding and border: the label lines up with the text
   * around it (a ghost button under a paragraph).
   */
  bleed?: boolean
  /** Loading: shows a spinner, keeps focus, ignores presses, announces 'Chargement…'. */
  isLoading?: boolean
  /** Accessible text of the loading spinner. */
  loadingLabel?: string
  /** Icon before the label (a decorative `<Icon>`). */
  iconStart?: ReactNode
  iconEnd?: ReactNode
  className?: string
  children?: ReactNode
}

/** Handlers a loading button keeps (focus and hover, as react-aria keeps them for a pending one). */
const KEPT_WHILE_LOADING = /Focus|Blur|Hover/

/** The props without their actions (onPress, onClick, onKeyDown…): a loading button does nothing when pressed. */
function withoutActions<P extends object>(props: P): P {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_LOADING.test(key))) as P
}

/**
 * The button: react-aria `Button` styled on its data attributes. Loading is not react-aria's
 * `isPending`: that announces the button by reference (a live-region node labelled by the
 * button's id), which points at nothing once a navigation has replaced the button, an unnamed
 * image for assistive technology. The loading label is announced as text instead.
 */
export function Button({
  variant,
  size,
  fullWidth,
  bleed,
  isLoading,
  loadingLabel = 'Chargement…',
  iconStart,
  iconEnd,
  className,
  children,
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (isLoading && ref.current !== null && ref.current === document.activeElement) announce(loadingLabel, 'assertive')
  }, [isLoading, loadingLabel])
  return (
    <RACButton
      {...(isLoading ? withoutActions(props) : props)}
      ref={ref}
      type={isLoading && props.type === 'submit' ? 'button' : props.type}
      aria-disabled={isLoading || props['aria-disabled'] || undefined}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
      className={composeRenderProps(className, (c) => [styles.button({ variant, size, fullWidth, bleed }), c].filter(Boolean).join(' '))}
    >
      <span className={isLoading ? `${styles.content} ${styles.contentHidden}` : styles.content}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {isLoading && (
        <span className={styles.spinner}>
          <Spinner size="sm" label={loadingLabel} />
        </span>
      )}
    </RACButton>
  )
}
