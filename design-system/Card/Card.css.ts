import { recipe } from '@vanilla-extract/recipes'
import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const cardElevations = ['flat', 'raised', 'outline'] as const
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    color: vars.color.text,
    position: 'relative',
    minWidth: 0,
  },
  variants: {
    elevation: {
      flat: {},
      outline: { border: `1px solid ${vars.color.border}` },
      raised: { boxShadow: vars.shadow.md, border: `1px solid ${vars.color.border}` },
    },
    padding: { none: {}, sm: { padding: vars.space.sm }, md: { padding: vars.space.md }, lg: { padding: vars.space.lg } },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.normal}, transform ${vars.motion.normal}`,
        selectors: { '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)' }, '&:focus-within': { boxShadow: vars.shadow.lg } },
      },
      false: {},
    },
  },
  defaultVariants: { elevation: 'raised', padding: 'md', interactive: false },
})
export const media = style({ position: 'relative', width: '100%', aspectRatio: '16 / 10', background: vars.color.surfaceMuted, overflow: 'hidden' })
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, flex: 1 })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0, lineHeight: vars.lineHeight.tight })
