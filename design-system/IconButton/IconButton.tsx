import type { LucideIcon } from 'lucide-react'
import { Button as RACButton, type ButtonProps as RACButtonProps, composeRenderProps } from 'react-aria-components'
import { Icon } from '../Icon/Icon'
import * as styles from './IconButton.css'
import { iconButtonSizes, iconButtonVariants } from './IconButton.css'

export { iconButtonSizes, iconButtonVariants }
export type IconButtonVariant = (typeof iconButtonVariants)[number]
export type IconButtonSize = (typeof iconButtonSizes)[number]

export interface IconButtonProps extends Omit<RACButtonProps, 'className' | 'children'> {
  icon: LucideIcon
  /** Required: the button has no visible text. */
  'aria-label': string
  variant?: IconButtonVariant
  size?: IconButtonSize
  className?: string
}

/** A round button with only an icon; its accessible name comes from `aria-label`. */
export function IconButton({ icon, variant, size = 'md', className, ...props }: IconButtonProps) {
  return (
    <RACButton {...props} className={composeRenderProps(className, (c) => [styles.iconButton({ variant, size }), c].filter(Boolean).join(' '))}>
      <Icon icon={icon} size={size === 'lg' ? 'lg' : size === 'sm' ? 'sm' : 'md'} />
    </RACButton>
  )
}
