import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal })
export const toggle = style({
  display: 'inline',
  marginLeft: vars.space.xxs,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: 2,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { color: vars.color.brandStrong } },
})
