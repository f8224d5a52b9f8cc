import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { shimmer } from '../styles/animations.css'

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, #f8fafc 50%, ${vars.color.surfaceMuted} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
export const circle = style({ borderRadius: '50%' })
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
