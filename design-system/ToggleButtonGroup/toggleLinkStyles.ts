import * as styles from './ToggleButtonGroup.css'

/**
 * The chip and segment looks for plain elements: links that each lead to one choice (marked
 * `aria-current`, "true" or "page"), e.g. sort options kept in the URL, usable before hydration. Its own
 * module, so using it does not bring react-aria's toggle buttons into a page's JS.
 */
export const toggleLinkStyles = {
  group: styles.group,
  groupScroll: styles.groupScroll,
  chip: styles.chip,
  segmentGroup: styles.segmentGroup,
  segment: styles.segment,
} as const
