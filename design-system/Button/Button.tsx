import type { ReactNode } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components'
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

/** The button: react-aria `Button` styled on its data attributes. */
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
  return (
    <RACButton
      {...props}
      isPending={isLoading}
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
