import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const placeholder = style({ width: '100%', height: '100%', background: vars.color.mapWater })
