import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { fadeIn, fadeOut, popIn } from './animations.css'

/** The surface of popovers (Select, ComboBox, DatePicker, ResponsivePicker). */
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
  },
})

/** Dimmed backdrop under modals and drawers. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.normal} ease-in` },
  },
})
