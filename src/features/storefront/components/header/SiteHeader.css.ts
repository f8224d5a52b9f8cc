import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const header = style({
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
})

export const headerInner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '64px',
  flexWrap: 'wrap',
})

export const logo = style({
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
})

export const nav = style({ marginLeft: 'auto' })

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
})

export const navLink = style({
  color: vars.color.textInverse,
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.12)' },
    '&[data-status="active"]': { background: 'rgba(255,255,255,0.18)' },
  },
})

export const account = style({ display: 'flex', alignItems: 'center' })
