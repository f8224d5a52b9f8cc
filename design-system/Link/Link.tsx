import type { ReactNode } from 'react'
import { Link as RACLink, type LinkProps as RACLinkProps, composeRenderProps } from 'react-aria-components'
import * as buttonStyles from '../Button/Button.css'
import type { ButtonSize, ButtonVariant } from '../Button/Button'
import * as styles from './Link.css'
import { linkVariants } from './Link.css'

export { linkVariants }
export type LinkVariant = (typeof linkVariants)[number]

export interface LinkProps extends Omit<RACLinkProps, 'className'> {
  variant?: LinkVariant
  className?: string
}

/**
 * A react-aria `Link`. With the app's `RouterProvider`, `href` navigates client-side; for typed
 * routes use `RouterLink` (TanStack `createLink` over this component).
 */
export function Link({ variant, className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeRenderProps(className, (c) => [styles.link({ variant }), c].filter(Boolean).join(' '))} />
}

export interface ButtonLinkProps extends Omit<RACLinkProps, 'className' | 'children'> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  iconStart?: ReactNode
  iconEnd?: ReactNode
  className?: string
  children?: ReactNode
}

/** A link that looks like a button (navigation with button styling). */
export function ButtonLink({ variant, size, fullWidth, iconStart, iconEnd, className, children, ...props }: ButtonLinkProps) {
  return (
    <RACLink {...props} className={composeRenderProps(className, (c) => [buttonStyles.button({ variant, size, fullWidth }), c].filter(Boolean).join(' '))}>
      {iconStart}
      {children}
      {iconEnd}
    </RACLink>
  )
}
