import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** The cards' 'Comparer' toggle: a 44 px target across the card's width, above the title link's card-wide area. */
export const toggle = style({
  position: 'relative',
  zIndex: 2,
  minHeight: 44,
  alignItems: 'center',
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})

/** The reason a toggle is disabled: readable, not greyed out like the control. */
export const full = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular })

/** Keeps the page's end above the bar. */
export const barSpace = style({ height: 148, '@media': { [mediaQuery.md]: { height: 88 } } })

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.lg,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', paddingInline: vars.space.xl } },
})

export const chosen = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: 2,
  maxWidth: 260,
  paddingLeft: vars.space.sm,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const chipName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 200 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
