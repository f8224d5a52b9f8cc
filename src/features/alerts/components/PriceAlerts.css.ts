import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** 'Mes alertes' in the client space. */

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' })
export const pageHeader = style({ display: 'grid', gap: vars.space.xs })
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, outline: 'none' })
export const lead = style({ margin: 0, color: vars.color.textMuted })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const row = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space.lg, alignItems: 'start' } },
})
export const rowMain = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })
export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const line = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const prices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: `${vars.space.xs} 0 0`,
})
export const priceLabel = style({ gridRow: 1, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const priceValue = style({ gridRow: 2, margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg })
export const change = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })
export const drop = style({ color: vars.color.success })
export const rise = style({ color: vars.color.critical })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [mediaQuery.md]: { flexDirection: 'column', alignItems: 'stretch' } },
})
