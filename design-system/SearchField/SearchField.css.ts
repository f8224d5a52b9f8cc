import { globalStyle, style } from '@vanilla-extract/css'

export const clear = style({})
globalStyle(`[data-empty] ${clear}`, { visibility: 'hidden' })
