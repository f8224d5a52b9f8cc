import { globalStyle } from '@vanilla-extract/css'
import { vars } from '../tokens/contract.css'
import { REACT_ARIA_HIDDEN_CLASS, visuallyHiddenRules } from './visuallyHiddenRules'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { WebkitTextSizeAdjust: '100%' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  fontFeatureSettings: '"cv11", "ss01"',
})
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: 0 })
globalStyle('a', { color: vars.color.brand })
globalStyle('img', { display: 'block', maxWidth: '100%' })
// No max-width on svg: in shrink-to-fit flex items (tabs, chips) a percentage max-width collapses icons to 0.
globalStyle('svg', { display: 'block', flexShrink: 0 })
globalStyle('button, input, select, textarea', { font: 'inherit' })
// react-aria's visually hidden parts (native inputs of checkboxes, radios, slider thumbs): .config/react-aria-hidden.ts.
globalStyle(`.${REACT_ARIA_HIDDEN_CLASS}`, { ...visuallyHiddenRules, clipPath: 'inset(50%)' })
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
})
