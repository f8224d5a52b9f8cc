import { style } from '@vanilla-extract/css'
import { vars } from 'design-system'

/** The favourite failure message, pinned at the bottom of the screen. */
export const notice = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.lg,
})
