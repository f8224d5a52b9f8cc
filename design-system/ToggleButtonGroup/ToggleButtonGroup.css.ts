import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

/**
 * States: react-aria's data attributes, and for plain elements (links or buttons that must
 * work before hydration, `toggleLinkStyles`) the native pseudo-classes, `aria-current` or
 * `aria-pressed`.
 */
const HOVERED = '&[data-hovered], &:not([data-rac]):hover'
const SELECTED = '&[data-selected], &[aria-current="true"], &[aria-current="page"], &[aria-pressed="true"]:not([data-rac])'
const FOCUS_VISIBLE = '&[data-focus-visible], &:not([data-rac]):focus-visible'

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const groupScroll = style({ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', paddingBottom: 2 })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.controlHeight.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  textDecoration: 'none',
  selectors: {
    [HOVERED]: { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-pressed], &:not([data-rac]):active': { transform: 'scale(0.97)' },
    [SELECTED]: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
    '&[data-selected][data-hovered], &[aria-current="true"]:hover, &[aria-current="page"]:hover, &[aria-pressed="true"]:not([data-rac]):hover': {
      background: vars.color.brandStrong,
    },
    [FOCUS_VISIBLE]: focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, borderColor: vars.color.border, background: vars.color.disabled, cursor: 'not-allowed' },
  },
})
export const segmentGroup = style({
  display: 'inline-flex',
  padding: 3,
  gap: 3,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
})
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: 6,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    [HOVERED]: { color: vars.color.text },
    [SELECTED]: { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.sm },
    [FOCUS_VISIBLE]: focusRing,
  },
})
