import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
})

export const back = style({ justifySelf: 'start', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 44, color: vars.color.brand })

export const title = style({ margin: 0, fontSize: vars.fontSize.xl })
export const lead = style({ margin: 0, color: vars.color.textMuted })

/** The table scrolls sideways on a phone, its row headers staying in view. */
export const scroller = style({
  // Positioned: the visually hidden texts inside (absolute) scroll with it, not widen the page.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

/** Row headers' width; each product's column is at least `PRODUCT_COLUMN` wide (the table scrolls on a phone). */
export const ROW_HEADER = 120
export const PRODUCT_COLUMN = 200
export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed' })

export const corner = style({ width: ROW_HEADER, '@media': { [mediaQuery.md]: { width: 180 } } })

const cell = { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'start' } as const
globalStyle(`${table} th, ${table} td`, cell)
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' })

export const rowHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  borderRight: `1px solid ${vars.color.border}`,
})

export const productHead = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceMuted })
export const productLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight })
export const remove = style({ justifySelf: 'start', minHeight: 44, display: 'inline-flex', alignItems: 'center', gap: 4, color: vars.color.textMuted })

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const list = style({ margin: 0, paddingLeft: vars.space.md, display: 'grid', gap: 2, fontSize: vars.fontSize.sm })
export const caption = style({ padding: vars.space.sm, textAlign: 'start', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
