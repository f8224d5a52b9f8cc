import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const numberInput = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums', width: '100%' })

/** Stepper layout: label on the left, − n + on the right (passenger counts). */
export const stepperRoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' })
export const stepperText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })
export const stepperGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const stepperInput = style({
  width: '3ch',
  minWidth: 36,
  border: 0,
  background: 'transparent',
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focused]': focusRing },
})
export const stepperButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-pressed]': { transform: 'scale(0.94)' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderColor: vars.color.border, color: vars.color.disabledText, background: vars.color.surface, cursor: 'not-allowed' },
  },
})
