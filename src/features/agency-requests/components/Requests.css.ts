import { style } from '@vanilla-extract/css'
import { mediaQuery, vars } from 'design-system'

/** The request form, its confirmation and 'Mes demandes'. */

export const stack = style({ display: 'grid', gap: vars.space.md })
export const pair = style({ display: 'grid', gap: vars.space.md, '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } } })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const line = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })

export const page = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' })
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, outline: 'none' })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const row = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
  background: vars.color.surface,
})
export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const status = style({ margin: 0, fontWeight: 600 })
