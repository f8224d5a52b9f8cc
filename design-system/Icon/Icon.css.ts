import { style } from '@vanilla-extract/css'

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' })
