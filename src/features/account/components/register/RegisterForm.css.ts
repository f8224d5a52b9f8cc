import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

export const form = style({ display: 'grid', gap: vars.space.xl })

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const legal = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
})
globalStyle(`${legal} p`, { margin: 0 })

export const legalLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold })

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  alignItems: 'stretch',
  '@media': { [mediaQuery.sm]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
})

export const submit = style({ '@media': { [mediaQuery.sm]: { minWidth: '14rem' } } })
