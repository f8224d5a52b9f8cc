import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  minHeight: 24,
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
})

export const box = style({
  flexShrink: 0,
  width: 22,
  height: 22,
  marginTop: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: 5,
  background: vars.color.surface,
  color: vars.color.textInverse,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-invalid][data-selected] &`]: { background: vars.color.critical },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.disabled, color: vars.color.disabledText },
  },
})

export const labelText = style({ lineHeight: '24px', display: 'flex', flexDirection: 'column' })
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal })
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const optionsHorizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg })
