import type { LucideIcon } from 'lucide-react'
import { icon as iconClass } from './Icon.css'

export const iconSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const
export type IconSize = (typeof iconSizes)[number]
const pixels: Record<IconSize, number> = { xs: 14, sm: 16, md: 20, lg: 24, xl: 32 }

export interface IconProps {
  /** A lucide icon, imported by name: `import { Plane } from 'lucide-react'`. */
  icon: LucideIcon
  size?: IconSize
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string
  className?: string
}

/** An icon from lucide (maintained, tree-shaken), sized on the scale, decorative unless labelled. */
export function Icon({ icon: Component, size = 'md', label, className }: IconProps) {
  return (
    <Component
      size={pixels[size]}
      strokeWidth={2}
      className={[iconClass, className].filter(Boolean).join(' ')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    />
  )
}
