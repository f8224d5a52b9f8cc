import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
})
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, transition: 'color 200ms' })
export const itemMet = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium })
export const mark = style({
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  transition: 'background-color 200ms, border-color 200ms, transform 200ms',
})
export const markMet = style({ background: vars.color.success, borderColor: vars.color.success, color: vars.color.textInverse, transform: 'scale(1.05)' })
