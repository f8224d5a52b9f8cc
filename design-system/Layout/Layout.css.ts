import { style } from '@vanilla-extract/css'

export const resetList = style({ listStyle: 'none', margin: 0, padding: 0 })
export const stackItem = style({ minWidth: 0 })
export const divider = style({ height: 1, background: 'currentColor', opacity: 0.15, border: 0, margin: 0, width: '100%' })
