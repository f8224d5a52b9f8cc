import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const root = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, width: '100%', minWidth: 200 })
export const output = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' })
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: 32,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      height: 4,
      transform: 'translateY(-50%)',
      borderRadius: 2,
      background: vars.color.border,
    },
  },
})
export const fill = style({ position: 'absolute', top: '50%', height: 4, transform: 'translateY(-50%)', borderRadius: 2, background: vars.color.brand })
export const thumb = style({
  top: '50%',
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.md,
  cursor: 'grab',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { transform: 'scale(1.08)' },
    '&[data-dragging]': { cursor: 'grabbing', background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderColor: vars.color.borderStrong, cursor: 'not-allowed' },
  },
})
