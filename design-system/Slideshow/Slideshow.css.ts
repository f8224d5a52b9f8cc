import { style } from '@vanilla-extract/css'
import { focusRing } from '../styles/focusRing'
import { mediaQuery } from '../tokens/breakpoints'
import { vars } from '../tokens/contract.css'

export const root = style({ position: 'relative', width: '100%', overflow: 'hidden', borderRadius: vars.radius.lg, background: vars.color.text })
export const slide = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: 'opacity 0.5s ease-in-out, visibility 0.5s',
  visibility: 'hidden',
  '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
})
export const slideActive = style({ opacity: 1, visibility: 'visible', zIndex: 1 })
export const controls = style({
  position: 'absolute',
  zIndex: 2,
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
})
export const dots = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: 'rgba(10, 20, 40, 0.55)',
})
export const dot = style({
  width: 24,
  height: 24,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: { '&:focus-visible': focusRing },
})
export const dotMark = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.6)',
  transition: `transform ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: { [`${dot}[aria-current] &`]: { background: '#fff', transform: 'scale(1.35)' }, [`${dot}:hover &`]: { background: '#fff' } },
})
