import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'
import { fadeIn } from '../styles/animations.css'
import { mediaQuery } from '../tokens/breakpoints'

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 60,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand },
    '&[data-focus-visible]': focusRing,
    '&[data-pressed], &[aria-expanded=true]': { borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.disabledText, cursor: 'not-allowed' },
  },
})
export const triggerInvalid = style({ borderColor: vars.color.critical })
export const icon = style({ color: vars.color.brand, flexShrink: 0, display: 'flex' })
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 })
export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
})
export const value = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
/** `shortValue`: one of the two texts, by the screen's width (display: none also hides the other from screen readers). */
export const wideOnly = style({ '@media': { [mediaQuery.belowMd]: { display: 'none' } } })
export const narrowOnly = style({ '@media': { [mediaQuery.md]: { display: 'none' } } })
export const placeholder = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted })
export const dim = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
})
export const popoverDialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', maxHeight: 'inherit' })
export const popoverHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0`,
})
export const popoverTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 })
export const popoverBody = style({ padding: vars.space.md, overflowY: 'auto', minHeight: 0 })
export const popoverFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
})
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical, marginTop: vars.space.xxs })
/** The picker's content wrapper (for its initial focus): no box of its own. */
export const content = style({ display: 'contents' })
