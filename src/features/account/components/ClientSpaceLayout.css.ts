import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

const md = mediaQuery.md

export const layout = style({
  maxWidth: '1280px',
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [md]: { gridTemplateColumns: '300px minmax(0, 1fr)', gap: vars.space.xl, padding: `${vars.space.xl} ${vars.space.lg}` } },
})

export const aside = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' })

export const hello = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 })
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
})
export const helloTitle = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const helloName = style({ display: 'block', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })

export const sideNav = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [md]: { padding: vars.space.lg } },
})

export const toggle = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '48px',
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.lg,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  cursor: 'pointer',
  '@media': { [md]: { display: 'none' } },
})

export const chevron = style({
  transition: 'transform 150ms',
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
})

export const groups = style({
  display: 'none',
  gap: vars.space.lg,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  selectors: { '&[data-open]': { display: 'grid' } },
  '@media': { [md]: { display: 'grid', padding: 0 } },
})

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.sm, textTransform: 'uppercase', color: vars.color.textMuted, letterSpacing: '0.04em' })

export const list = style({ listStyle: 'none', margin: `${vars.space.xs} 0 0`, padding: 0, display: 'grid', gap: vars.space.xxs })

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-status="active"]': { background: vars.color.brandSoft, color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
  },
})

export const content = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 })
