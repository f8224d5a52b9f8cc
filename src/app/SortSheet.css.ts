import { style } from '@vanilla-extract/css'

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })
