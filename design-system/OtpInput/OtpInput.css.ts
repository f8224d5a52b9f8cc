import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 0, padding: 0, margin: 0, minWidth: 0 })
export const legend = style({ padding: 0, marginBottom: vars.space.xs })
export const boxes = style({ display: 'flex', gap: vars.space.xs })
export const box = style({
  width: 48,
  height: 56,
  minWidth: 0,
  flex: '0 1 48px',
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  caretColor: vars.color.brand,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus': { borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
    '&[aria-invalid=true]': { borderColor: vars.color.critical },
    '&:disabled': { background: vars.color.disabled, color: vars.color.disabledText },
  },
})
export const boxFilled = style({ borderColor: vars.color.brand })
