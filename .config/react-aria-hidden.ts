import type { Plugin } from 'vite'
import { REACT_ARIA_HIDDEN_CLASS } from '../design-system/styles/visuallyHiddenRules.ts'

/**
 * react-aria's visually hidden parts (the native input of each checkbox, radio and slider thumb,
 * hidden selects) hidden by a class of the style sheet instead of an inline style each, which a
 * results page repeated for every filter. As in react-aria, a focusable part that
 * has the focus is shown (no class) and the caller's own style is kept.
 * `design-system/react-aria-hidden.test.tsx` fails if the transform no longer applies.
 */
export function reactAriaVisuallyHiddenClass(): Plugin {
  const pattern = /(\.\.\.focusWithinProps,\s*)style: combinedStyles/
  return {
    name: 'react-aria-visually-hidden-class',
    transform(code, id) {
      if (!/react-aria\/dist\/private\/visually-hidden\/VisuallyHidden\.mjs$/.test(id)) return null
      if (!pattern.test(code) || !/let \{ style: style, isFocusable: isFocusable \} = props;/.test(code))
        this.error('react-aria-visually-hidden-class: useVisuallyHidden changed in react-aria; review .config/react-aria-hidden.ts')
      return {
        code: code.replace(
          pattern,
          (_all, before: string) => `${before}className: isFocused ? undefined : ${JSON.stringify(REACT_ARIA_HIDDEN_CLASS)}, style: style`,
        ),
        map: null,
      }
    },
  }
}
