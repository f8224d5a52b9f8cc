import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  fontVariantNumeric: 'tabular-nums',
})
export const ended = style({ background: vars.color.surfaceMuted, color: vars.color.textMuted })
