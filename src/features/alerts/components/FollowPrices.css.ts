import { style } from '@vanilla-extract/css'
import { mediaQuery, vars, visuallyHiddenRules } from 'design-system'

/** 'Suivre les prix' in the results header. */

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginLeft: 'auto' })
export const followed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [mediaQuery.belowMd]: { minWidth: 44, minHeight: 44, justifyContent: 'center' } },
})
export const failure = style({ flexBasis: '100%', margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm, textAlign: 'end' })
/** A label shown from md: on a phone the control is its icon (its name stays the label). */
export const label = style({ '@media': { [mediaQuery.belowMd]: visuallyHiddenRules } })
