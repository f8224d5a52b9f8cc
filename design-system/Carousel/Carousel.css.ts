import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'

export const root = style({ position: 'relative', width: '100%', overflow: 'hidden', borderRadius: 'inherit', background: vars.color.surfaceMuted })
export const track = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  scrollbarWidth: 'none',
  outline: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
})
export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start', position: 'relative' })
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  opacity: 0,
  transition: `opacity ${vars.motion.normal}`,
  selectors: {
    [`${root}:hover &, ${root}:focus-within &`]: { opacity: 1 },
    '&[data-disabled]': { visibility: 'hidden' },
  },
  '@media': { '(hover: none)': { opacity: 1 } },
})
export const prev = style({ left: vars.space.xs })
export const next = style({ right: vars.space.xs })
export const dots = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 6,
  pointerEvents: 'none',
})
export const dot = style({
  width: 7,
  height: 7,
  borderRadius: '50%',
  background: 'rgba(255,255,255,0.65)',
  boxShadow: '0 0 0 1px rgba(0,0,0,0.3)',
  transition: `transform ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: { '&[data-current]': { background: '#fff', transform: 'scale(1.4)' } },
})
