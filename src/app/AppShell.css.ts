import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brand,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.md } },
})

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })

export const main = style({ flex: '1 0 auto', outline: 'none' })
