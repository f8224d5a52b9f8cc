import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const root = style({ position: 'relative', width: '100%', overflow: 'hidden', borderRadius: 'inherit', background: vars.color.surfaceMuted })
export const track = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
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
export const dots = style({ position: 'absolute', bottom: vars.space.xs, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 2 })
export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  outline: 'none',
  borderRadius: '50%',
  selectors: {
    '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', background: 'rgba(255,255,255,0.7)', boxShadow: '0 0 0 1px rgba(0,0,0,0.35)', transition: `transform ${vars.motion.fast}` },
    '&[aria-current=true]::before': { background: '#fff', transform: 'scale(1.35)' },
    '&[data-focus-visible]': focusRing,
  },
})
