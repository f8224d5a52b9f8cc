import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { popIn } from '../styles/animations.css'

export const region = style({
  position: 'fixed',
  bottom: vars.space.md,
  right: vars.space.md,
  left: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  outline: 'none',
  pointerEvents: 'none',
  '@media': { 'screen and (min-width: 600px)': { left: 'auto' } },
})
export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 400,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.fontSize.sm, paddingTop: 6 })
export const title = style({ fontWeight: vars.fontWeight.bold })
export const iconInfo = style({ color: '#93c5fd', marginTop: 6, flexShrink: 0 })
export const iconSuccess = style({ color: '#86efac', marginTop: 6, flexShrink: 0 })
export const iconWarning = style({ color: '#fcd34d', marginTop: 6, flexShrink: 0 })
export const iconError = style({ color: '#fca5a5', marginTop: 6, flexShrink: 0 })
export const close = style({ color: vars.color.textInverse, selectors: { '&[data-hovered]': { background: 'rgba(255,255,255,0.12)' } } })
