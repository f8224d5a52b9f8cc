import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const block = style({ display: 'grid', gap: vars.space.xs })
export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm })
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
