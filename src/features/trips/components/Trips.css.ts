import { style, styleVariants } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** 'Mes voyages', a booking's page and the lookup form. */

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' })
export const pageHeader = style({ display: 'grid', gap: vars.space.xs })
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight })
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const section = style({ display: 'grid', gap: vars.space.sm })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const row = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  background: vars.color.surface,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space.md } },
})
export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.md })
export const rowSide = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  '@media': { [mediaQuery.sm]: { justifyItems: 'end', alignContent: 'start' } },
})
export const line = style({ margin: 0, overflowWrap: 'anywhere' })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const total = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })

const badgeBase = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})
export const badge = styleVariants({
  confirmed: [badgeBase, { background: vars.color.successSoft }],
  pending_payment: [badgeBase, { background: vars.color.warningSoft }],
  cancelled: [badgeBase, { background: vars.color.border }],
  request: [badgeBase, { background: vars.color.infoSoft }],
})

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
})
export const cards = style({ display: 'grid', gap: vars.space.md, '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })
export const flight = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.sm, borderTop: `1px solid ${vars.color.border}` })
export const times = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0, gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.md })
export const term = style({ color: vars.color.textMuted })
export const detail = style({ margin: 0, overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem' })
export const narrow = style({ maxWidth: '60rem', marginInline: 'auto', width: '100%', padding: vars.space.md, display: 'grid', gap: vars.space.lg })
