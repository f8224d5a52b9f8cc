import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } },
})

export const banner = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  minHeight: 260,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: '1.2fr 1fr' } },
})
export const light = style({ color: vars.color.textInverse })
export const dark = style({ color: vars.color.text })
export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, padding: vars.space.lg })
export const logo = style({ width: 40, height: 40, borderRadius: vars.radius.md, display: 'block' })
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, letterSpacing: '0.04em', textTransform: 'uppercase' })
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, lineHeight: vars.lineHeight.tight })
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal })
export const media = style({ display: 'none', position: 'relative', minHeight: 200, '@media': { [mediaQuery.sm]: { display: 'block' } } })
export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' })
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  marginTop: 'auto',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing, '&::after': { content: '""', position: 'absolute', inset: 0 } },
})
export const ctaOnDark = style({
  background: vars.color.surface,
  color: vars.color.brandStrong,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
})
export const ctaOnLight = style({
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
  selectors: { '&:hover': { background: vars.color.brand } },
})
