import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const disclosure = style({ borderBottom: `1px solid ${vars.color.border}` })
export const accordion = style({ borderTop: `1px solid ${vars.color.border}` })
export const heading = style({ margin: 0, fontSize: 'inherit' })
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.controlHeight.md,
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
})
export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
})
export const panel = style({ overflow: 'hidden', selectors: { '&[data-expanded]': {} } })
export const panelInner = style({ padding: `0 ${vars.space.xxs} ${vars.space.md}`, color: vars.color.text })
