import { style } from '@vanilla-extract/css'
import { focusRing } from '../styles/focusRing'
import { vars } from '../tokens/contract.css'

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minHeight: 32 })
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text })
export const clear = style({
  border: 0,
  background: 'transparent',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  minHeight: 32,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandStrong }, '&:focus-visible': focusRing },
})
