import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { fadeOut, slideFromBottom, slideFromLeft, slideFromRight, slideFromTop } from '../styles/animations.css'
import { mediaQuery } from '../tokens/breakpoints'

export const drawerPlacements = ['left', 'right', 'bottom', 'top'] as const
export const drawerSizes = ['filters', 'detail', 'full', 'auto'] as const

export const overlay = style({ zIndex: vars.zIndex.drawer })
export const panel = style({
  position: 'fixed',
  display: 'flex',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
})
export const left = style({
  top: 0,
  bottom: 0,
  left: 0,
  width: '100%',
  selectors: {
    '&[data-entering]': { animation: `${slideFromLeft} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast}` },
  },
})
export const right = style({
  top: 0,
  bottom: 0,
  right: 0,
  width: '100%',
  selectors: {
    '&[data-entering]': { animation: `${slideFromRight} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast}` },
  },
})
export const bottom = style({
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '90dvh',
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  selectors: {
    '&[data-entering]': { animation: `${slideFromBottom} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast}` },
  },
})
export const bottomFull = style({ top: 0, maxHeight: 'none', borderRadius: 0 })
/** From the top (a search opened from a banner): as tall as its content, up to 90 % of the screen. */
export const top = style({
  left: 0,
  right: 0,
  top: 0,
  maxHeight: '90dvh',
  borderRadius: `0 0 ${vars.radius.xl} ${vars.radius.xl}`,
  selectors: {
    '&[data-entering]': { animation: `${slideFromTop} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast}` },
  },
})
/** Side widths from md up; full width on mobile. */
export const sizeFilters = style({ '@media': { [mediaQuery.md]: { width: 400 } } })
export const sizeDetail = style({ '@media': { [mediaQuery.md]: { width: 544 } } })
export const sizeFull = style({})
/** As wide as its content (up to the screen), from md up. */
export const sizeAuto = style({ '@media': { [mediaQuery.md]: { width: 'auto', maxWidth: '100vw' } } })

export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0, outline: 'none' })
export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 60,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
})
export const headerStart = style({ justifySelf: 'start', display: 'flex' })
export const headerEnd = style({ justifySelf: 'end', display: 'flex', alignItems: 'center' })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0, textAlign: 'center' })
export const handle = style({ width: 40, height: 4, borderRadius: 2, background: vars.color.border, margin: `${vars.space.xs} auto 0`, flexShrink: 0 })
export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space.md, overscrollBehavior: 'contain' })
export const footer = style({
  flexShrink: 0,
  display: 'flex',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: '0 -4px 12px rgba(16, 24, 40, 0.06)',
})
export const clearButton = style({ fontSize: vars.fontSize.sm })
