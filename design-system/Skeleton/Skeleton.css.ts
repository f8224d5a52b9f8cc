import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { shimmer } from '../styles/animations.css'

/**
 * How long a skeleton stays still before its shimmer starts: a wait shorter than this shows a
 * plain block. Each frame of an animation is a frame the browser composites (and, under
 * Lighthouse, screenshots): while a page loads, a shimmer in the first screen gave the browser
 * 3 to 5 times the frames (/search at 412 px: 68-103 vs 21), CPU taken from the page's own
 * tasks on a 2-core machine.
 */
const SHIMMER_DELAY = '1.5s'

// The shimmer is a band moved by a transform on a pseudo-element, not an animated background:
// a background-position animation repaints the skeleton on the main thread every frame.
export const skeleton = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: `linear-gradient(90deg, transparent 0%, #f8fafc 50%, transparent 100%)`,
    transform: 'translateX(-100%)',
    animation: `${shimmer} 1.4s ease-in-out ${SHIMMER_DELAY} infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none', content: 'none' } } } },
})
export const circle = style({ borderRadius: '50%' })
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
