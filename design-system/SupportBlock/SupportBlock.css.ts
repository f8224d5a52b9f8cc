import { style } from '@vanilla-extract/css'
import { focusRing } from '../styles/focusRing'
import { vars } from '../tokens/contract.css'

export const block = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
})
export const icon = style({
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})
export const body = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 })
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold })
export const phone = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
})
export const rate = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})
export const line = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
