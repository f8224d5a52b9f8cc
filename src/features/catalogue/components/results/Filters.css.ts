import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const groups = style({ display: 'grid', gap: vars.space.xs })
export const group = style({ display: 'grid', gap: vars.space.xs })
export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, width: '100%' })
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })
export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })
export const more = style({ justifySelf: 'start' })
export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs })
export const headline = style({ marginTop: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.medium })
/** Room for the slider's thumb at both ends (the collapsible panel clips its overflow). */
export const budget = style({ paddingInline: vars.space.sm })
