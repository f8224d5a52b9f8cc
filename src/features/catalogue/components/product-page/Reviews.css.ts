import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

/** A histogram row is a button filtering the reviews by its mark. */
export const markButton = style({
  width: '100%',
  padding: `2px ${vars.space.xxs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'default' },
  },
})
export const listBlock = style({ display: 'grid', gap: vars.space.sm })
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const review = style({ display: 'grid', gap: vars.space.xxs, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` })
export const reviewHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const reviewMark = style({
  flexShrink: 0,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})
export const reviewTitle = style({ margin: 0, fontSize: vars.fontSize.md })
export const pager = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })
