import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm })
export const score = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  height: 28,
  padding: `0 ${vars.space.xs}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} ${vars.radius.md} 2px`,
  background: vars.color.rating,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})
export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text })
export const count = style({ color: vars.color.textMuted })
