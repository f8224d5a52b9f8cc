import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const iconButtonVariants = ['ghost', 'outline', 'solid', 'overlay'] as const
export const iconButtonSizes = ['sm', 'md', 'lg'] as const

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'scale(0.94)' },
      '&[data-disabled]': {
        color: vars.color.disabledText,
        background: 'transparent',
        borderColor: vars.color.border,
        cursor: 'not-allowed',
        transform: 'none',
      },
    },
  },
  variants: {
    variant: {
      ghost: { background: 'transparent', color: vars.color.text, selectors: { '&[data-hovered]': { background: vars.color.surfaceMuted } } },
      outline: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered]': { background: vars.color.brandSoft, borderColor: vars.color.brand } },
      },
      solid: { background: vars.color.brand, color: vars.color.textInverse, selectors: { '&[data-hovered]': { background: vars.color.brandStrong } } },
      overlay: {
        background: 'rgba(255, 255, 255, 0.94)',
        color: vars.color.text,
        boxShadow: vars.shadow.md,
        selectors: { '&[data-hovered]': { background: vars.color.surface } },
      },
    },
    size: {
      sm: { width: 32, height: 32 },
      md: { width: 40, height: 40 },
      lg: { width: 48, height: 48 },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
})
