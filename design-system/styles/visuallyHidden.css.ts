import { style } from '@vanilla-extract/css'
import { visuallyHiddenRules } from './visuallyHiddenRules'

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules)
