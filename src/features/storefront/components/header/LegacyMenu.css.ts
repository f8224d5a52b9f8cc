import { style } from '@vanilla-extract/css'
import { focusRing, mediaQuery, vars } from 'design-system'

export const nav = style({ display: 'none', flex: 1, minWidth: 0, height: '100%', '@media': { [mediaQuery.md]: { display: 'flex', alignItems: 'center' } } })
export const list = style({
  display: 'flex',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
})
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 40,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textInverse,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: 'rgba(255, 255, 255, 0.16)' },
    '&:focus-visible': { ...focusRing, outlineColor: vars.color.textInverse, outlineOffset: -2 },
  },
})

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.popover,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderTop: `1px solid ${vars.color.border}`,
})
export const panelInner = style({ maxWidth: 1280, margin: '0 auto', padding: vars.space.lg })
export const panelTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 })
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focusRing },
})
export const tileImage = style({ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: vars.radius.md, display: 'block' })

export const regions = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: `${vars.space.lg} ${vars.space.md}` })
export const regionTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
})
export const regionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 })
export const destination = style({
  display: 'inline-block',
  padding: `2px 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' }, '&:focus-visible': focusRing },
})
