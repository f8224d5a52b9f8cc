import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  outline: 'none',
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 64,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-selected]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.disabledText, cursor: 'not-allowed' },
  },
})
export const month = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, textTransform: 'capitalize' })
export const year = style({ fontSize: vars.fontSize.sm, opacity: 0.85 })
