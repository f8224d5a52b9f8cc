/** The rules of `visuallyHidden`, for a style that hides its text on screen at some widths only. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** The class react-aria's visually hidden parts get instead of an inline style (.config/react-aria-hidden.ts). */
export const REACT_ARIA_HIDDEN_CLASS = 'ra-visually-hidden'
