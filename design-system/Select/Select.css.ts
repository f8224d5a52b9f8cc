import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.controlHeight.md,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0, borderColor: vars.color.focus },
    '&[data-pressed]': { borderColor: vars.color.focus },
    '[data-invalid] &': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.disabledText, borderColor: vars.color.border, cursor: 'not-allowed' },
  },
})
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
})
export const chevron = style({
  color: vars.color.textMuted,
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
})
