import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../tokens/contract.css'
import { spin } from '../styles/animations.css'

export const spinnerSizes = ['sm', 'md', 'lg'] as const

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: 'inherit' })
export const circle = recipe({
  base: {
    display: 'inline-block',
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1.6s !important', animationIterationCount: 'infinite !important' } },
  },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 24, height: 24, borderWidth: 3 },
      lg: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'md' },
})
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
