import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  maxWidth: 480,
  margin: '0 auto',
})
export const icon = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 })
export const description = style({ color: vars.color.textMuted, margin: 0 })
export const action = style({ marginTop: vars.space.xs })
