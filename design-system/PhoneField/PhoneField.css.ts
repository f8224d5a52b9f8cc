import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const row = style({ display: 'flex', gap: vars.space.xs })
export const countryTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  minWidth: 104,
  minHeight: vars.controlHeight.md,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.disabledText, borderColor: vars.color.border },
  },
})
export const code = style({ fontWeight: vars.fontWeight.semibold })
export const number = style({ flex: 1, minWidth: 0 })
