import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const layout = style({
  display: 'grid',
  gridTemplateRows: 'minmax(220px, 35vh) 1fr',
  gap: vars.space.md,
  height: '100%',
  minHeight: 0,
  '@media': {
    [mediaQuery.md]: { gridTemplateRows: 'none', gridTemplateColumns: 'minmax(340px, 420px) 1fr' },
  },
})

export const listPane = style({
  order: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  '@media': { [mediaQuery.md]: { order: 1 } },
})

export const controls = style({ display: 'grid', gap: vars.space.sm })

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, minHeight: '1.5em', flexShrink: 0 })

export const emptyHint = style({ margin: 0, fontSize: vars.fontSize.sm, flexShrink: 0 })

/** A place suggestion's postcode and department, after its name. */
export const placeDetails = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginInlineStart: vars.space.xxs })

export const loading = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  overflowY: 'auto',
  minHeight: 0,
  '@media': { [mediaQuery.md]: { maxHeight: 'calc(100vh - 260px)' } },
})

export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-highlighted]': { borderColor: vars.color.brand, boxShadow: vars.shadow.sm },
    '&[data-selected]': { borderColor: vars.color.accent, background: vars.color.brandSoft },
  },
})

export const itemText = style({ minWidth: 0 })
export const itemName = style({ fontSize: vars.fontSize.md, margin: 0 })
export const itemAddress = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const itemDistance = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })
export const itemActions = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'end', flexShrink: 0 })
export const selectedBadge = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
})

export const mapPane = style({
  order: 1,
  minHeight: '220px',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  position: 'relative',
  '@media': { [mediaQuery.md]: { order: 2, minHeight: 0 } },
})

export const mapFallback = style({ width: '100%', height: '100%', background: vars.color.mapWater })

export const mapUnavailable = style({
  margin: 0,
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
})
