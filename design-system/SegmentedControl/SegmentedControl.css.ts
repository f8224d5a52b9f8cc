import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const track = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: 3,
  gap: 3,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  selectors: { '[data-invalid] > &': { borderColor: vars.color.critical } },
})
export const fullWidth = style({ alignSelf: 'stretch', display: 'flex' })
export const segment = style({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 72,
  minHeight: 38,
  padding: `0 ${vars.space.md}`,
  borderRadius: 6,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: 'rgba(255,255,255,0.6)' },
    '&[data-selected]': { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
})
