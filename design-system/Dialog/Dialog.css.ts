import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { popIn, fadeOut } from '../styles/animations.css'

export const modalSizes = ['sm', 'md', 'lg'] as const

export const overlay = style({ alignItems: 'center', justifyContent: 'center', padding: vars.space.md })
export const modal = style({
  width: '100%',
  maxHeight: 'calc(100dvh - 2rem)',
  display: 'flex',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
  },
})
export const sizeSm = style({ maxWidth: 420 })
export const sizeMd = style({ maxWidth: 560 })
export const sizeLg = style({ maxWidth: 800 })
export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0, outline: 'none', position: 'relative' })
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
})
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, margin: 0, paddingTop: 6 })
export const body = style({ padding: `${vars.space.md} ${vars.space.lg}`, overflowY: 'auto', color: vars.color.text, flex: 1, minHeight: 0 })
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
})
// A long action label ('Oui, je confirme la réservation à 1 234,56€') wraps inside a narrow
// modal (375 px) instead of running out of it: buttons here may break their text.
globalStyle(`${footer} > button, ${footer} > a`, { whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' })
export const image = style({ width: '100%', height: 200, objectFit: 'cover', display: 'block' })
export const alertIcon = style({ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center' })
export const alertIconCritical = style({ background: vars.color.criticalSoft, color: vars.color.critical })
export const alertIconInfo = style({ background: vars.color.brandSoft, color: vars.color.brand })
export const alertHeader = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: `${vars.space.lg} ${vars.space.lg} 0` })
