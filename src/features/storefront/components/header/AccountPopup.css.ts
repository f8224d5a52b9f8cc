import { style } from '@vanilla-extract/css'
import { focusRing, vars } from 'design-system'

export const root = style({ position: 'relative' })
export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: 30,
  width: 280,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 })
export const primary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&:focus-visible': focusRing },
})
export const secondary = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  padding: `${vars.space.xs} 0`,
  selectors: { '&:focus-visible': focusRing },
})
