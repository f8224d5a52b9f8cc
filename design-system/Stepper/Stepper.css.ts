import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { mediaQuery } from '../tokens/breakpoints'

export const nav = style({ width: '100%' })
export const list = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQuery.md]: { display: 'flex', alignItems: 'center', gap: vars.space.xs } },
})
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  selectors: { '&:last-child': { flex: '0 0 auto' } },
})
export const marker = style({
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  background: vars.color.surface,
})
export const markerDone = style({ background: vars.color.success, borderColor: vars.color.success, color: vars.color.textInverse })
export const markerCurrent = style({ background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse, boxShadow: vars.shadow.focus })
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' })
export const labelCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold })
export const labelDone = style({ color: vars.color.text })
export const line = style({ flex: 1, height: 2, minWidth: 12, background: vars.color.border, borderRadius: 1 })
export const lineDone = style({ background: vars.color.success })
export const compact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, '@media': { [mediaQuery.md]: { display: 'none' } } })
export const compactText = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.sm, gap: vars.space.sm })
export const compactCurrent = style({ fontWeight: vars.fontWeight.bold })
export const bar = style({ height: 6, borderRadius: 3, background: vars.color.border, overflow: 'hidden' })
export const barFill = style({ height: '100%', background: vars.color.brand, borderRadius: 3, transition: `width ${vars.motion.slow} ${vars.motion.easing}` })
