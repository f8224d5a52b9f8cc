import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** 'Inclus' and 'Non inclus' side by side from md up. */
export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } },
})
export const listTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, lineHeight: vars.lineHeight.normal })
export const iconYes = style({ flexShrink: 0, marginTop: 2, color: vars.color.success })
export const iconNo = style({ flexShrink: 0, marginTop: 2, color: vars.color.textMuted })

export const rooms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } },
})
export const room = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const roomTitle = style({ margin: 0, fontSize: vars.fontSize.md })
export const occupancy = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const extras = style({ listStyle: 'none', margin: `${vars.space.xxs} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs })
export const extra = style({ padding: `2px ${vars.space.xs}`, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, fontSize: vars.fontSize.xs })

/** The programme: a timeline of days. */
export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 })
export const day = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  padding: `0 0 ${vars.space.md} ${vars.space.xl}`,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: 14,
  selectors: { '&:last-child': { borderLeftColor: 'transparent', paddingBottom: 0 } },
})
export const dayNumber = style({
  position: 'absolute',
  left: -15,
  top: 0,
  width: 28,
  height: 28,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
})
export const dayTitle = style({ margin: 0, paddingTop: 3, fontSize: vars.fontSize.md })
export const dayText = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal })
export const port = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
