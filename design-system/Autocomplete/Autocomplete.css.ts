import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minHeight: 0 })
export const list = style({ overflow: 'visible', maxHeight: 'none' })
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 })
