import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const page = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { print: { padding: 0, gap: vars.space.md } },
})
export const hero = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
})
export const heroTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, display: 'flex', gap: vars.space.sm, alignItems: 'center' })
export const reference = style({ margin: 0, fontSize: vars.fontSize.lg })
export const grid = style({ display: 'grid', gap: vars.space.lg, '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } } })
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  breakInside: 'avoid',
})
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const leg = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm })
/** The clock icon beside the times' first line, the text wrapping after it (not on a line of its own). */
export const times = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs })
export const timesIcon = style({ flexShrink: 0, marginTop: 3 })
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm })
export const total = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { print: { display: 'none' } } })
export const hours = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
globalStyle(`${hours} th, ${hours} td`, { textAlign: 'left', padding: `${vars.space.xxs} 0` })
globalStyle(`${hours} caption`, { textAlign: 'left', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.xs })
globalStyle('header, footer', { '@media': { print: { display: 'none' } } })
