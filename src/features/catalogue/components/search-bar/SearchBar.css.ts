import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
})

export const subTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  // Four pickers and the button in one row when there is room (home banner), stacked in a drawer.
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
  paddingBlockStart: vars.space.md,
})

export const pickerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted })
export const options = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const option = style({
  width: '100%',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted }, '&[aria-pressed="true"]': { fontWeight: 600, background: vars.color.surfaceMuted } },
})
export const optionHint = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const tiles = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs })
export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const empty = style({ margin: 0, color: vars.color.textMuted })
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm })
