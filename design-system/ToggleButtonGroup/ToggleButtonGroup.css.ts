import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const groupScroll = style({ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', paddingBottom: 2 })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.controlHeight.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-selected]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
    '&[data-selected][data-hovered]': { background: vars.color.brandStrong },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, borderColor: vars.color.border, background: vars.color.disabled, cursor: 'not-allowed' },
  },
})
export const segmentGroup = style({
  display: 'inline-flex',
  padding: 3,
  gap: 3,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
})
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: 6,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': focusRing,
  },
})
