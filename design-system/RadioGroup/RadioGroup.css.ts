import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { '[data-orientation=horizontal] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg } },
})

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.text,
  minHeight: 24,
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
})
export const circle = style({
  flexShrink: 0,
  width: 22,
  height: 22,
  marginTop: 1,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand, borderWidth: 7 },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.disabled },
  },
})
export const labelText = style({ lineHeight: '24px', display: 'flex', flexDirection: 'column' })
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal })
