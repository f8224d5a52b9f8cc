import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { focusRing } from '../styles/focusRing'

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
})
export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: 44,
  height: 26,
  borderRadius: 13,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.normal}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { background: vars.color.textMuted },
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand },
    [`${switchRoot}[data-selected][data-hovered] &`]: { background: vars.color.brandStrong },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.border },
  },
})
export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(18px)' } },
})
