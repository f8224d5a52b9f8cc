import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from './focusRing'

/** Shared field parts: label, description, error, input box. */
export const fieldRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  marginBottom: 2,
})

export const required = style({ color: vars.color.critical, marginLeft: 2 })

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
})

const boxBase = {
  minHeight: vars.controlHeight.md,
  width: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
} as const

/** A standalone input (`<Input>` of react-aria). */
export const input = style({
  ...boxBase,
  padding: `0 ${vars.space.sm}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 3px ${vars.color.criticalSoft}` },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.disabledText, borderColor: vars.color.border, cursor: 'not-allowed' },
  },
})

/** A box that holds an input and buttons (`<Group>` of react-aria). */
export const group = style({
  ...boxBase,
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': { borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.disabledText, borderColor: vars.color.border },
  },
})

/** The input inside a group: no border of its own. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  padding: `0 ${vars.space.sm}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
})

/** A small square button inside a group (clear, show password, steppers…). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.sm,
  height: vars.controlHeight.sm,
  marginRight: 4,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', background: 'transparent' },
  },
})

export const groupIcon = style({ marginLeft: vars.space.sm, color: vars.color.textMuted, flexShrink: 0 })
