import { ProgressBar } from 'react-aria-components'
import * as styles from './Spinner.css'
import { spinnerSizes } from './Spinner.css'
import { visuallyHidden } from '../styles/visuallyHidden.css'

export { spinnerSizes }
export type SpinnerSize = (typeof spinnerSizes)[number]

export interface SpinnerProps {
  size?: SpinnerSize
  /** Accessible name (default 'Chargement…'). */
  label?: string
  /** Show the label next to the spinner. */
  showLabel?: boolean
}

/** An indeterminate progress indicator (role progressbar), 'Chargement…' by default. */
export function Spinner({ size = 'md', label = 'Chargement…', showLabel = false }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.root}>
      <span className={styles.circle({ size })} aria-hidden="true" />
      <span className={showLabel ? styles.label : visuallyHidden}>{label}</span>
    </ProgressBar>
  )
}
