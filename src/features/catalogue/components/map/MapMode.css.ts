import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const overlay = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.overlay, background: vars.color.overlay })
export const modal = style({ position: 'fixed', inset: 0, background: vars.color.background, outline: 'none' })
export const dialog = style({ height: '100%', display: 'grid', gridTemplateRows: 'auto auto minmax(0, 1fr)', outline: 'none' })
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const title = style({ margin: 0, fontSize: vars.fontSize.lg })
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginRight: 'auto' })
export const chips = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
})
export const chip = style({ flexShrink: 0 })
export const body = style({
  display: 'grid',
  minHeight: 0,
  gridTemplateRows: '42% minmax(0, 1fr)',
  '@media': { [mediaQuery.md]: { gridTemplateRows: 'none', gridTemplateColumns: 'minmax(360px, 44%) minmax(0, 1fr)' } },
})
export const listPane = style({ overflowY: 'auto', minHeight: 0, padding: vars.space.md, order: 2, '@media': { [mediaQuery.md]: { order: 0 } } })
export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 })
export const item = style({ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: vars.space.sm })
export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, padding: `${vars.space.md} 0` })
export const end = style({ margin: 0, color: vars.color.textMuted })
export const mapPane = style({ position: 'relative', minHeight: 0, background: vars.color.mapWater })
export const unavailable = style({ margin: 0, padding: vars.space.lg, color: vars.color.text })

export const marker = style({
  position: 'relative',
  padding: `3px ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&[data-highlighted]': { background: vars.color.brand, color: vars.color.textInverse, borderColor: vars.color.brand, transform: 'scale(1.15)' },
  },
})
/** How many offers a grouped marker stands for, on its top-right corner (marker-groups.ts keeps room for it). */
export const markerCount = style({
  position: 'absolute',
  top: -8,
  right: -8,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
})
