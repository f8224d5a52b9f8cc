import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const textArea = style({ padding: vars.space.sm, minHeight: 96, resize: 'vertical', lineHeight: vars.lineHeight.normal })
