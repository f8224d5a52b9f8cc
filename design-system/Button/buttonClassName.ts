import * as styles from './Button.css'
import type { buttonSizes, buttonVariants } from './Button.css'

/**
 * The button's look for a plain `<a>` or `<button>`: a router link or a control that has to
 * work before the page hydrates (no react-aria behaviour, native states). Its own module, so
 * using it does not bring react-aria's button into a page's JS.
 */
export function buttonClassName(options: { variant?: (typeof buttonVariants)[number]; size?: (typeof buttonSizes)[number]; fullWidth?: boolean } = {}): string {
  return styles.button(options)
}
