import { keyframes } from '@vanilla-extract/css'

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
export const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } })
export const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })
export const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } })
export const slideFromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } })
export const slideFromTop = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } })
export const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } })
/** A band sweeping across its box, left to right: a transform, so the compositor runs it (no main-thread paint per frame). */
export const shimmer = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } })
