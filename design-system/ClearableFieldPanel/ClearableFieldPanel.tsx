import { useId, useRef, type ReactNode } from 'react'
import * as styles from './ClearableFieldPanel.css'

export interface ClearableFieldPanelProps {
  /** The panel's title (its group name), e.g. 'Date de départ'. */
  title: string
  /** Whether the field has a value to clear: 'Effacer' shows only then. */
  canClear: boolean
  onClear: () => void
  /** Name of the clear button (default 'Effacer'). */
  clearLabel?: string
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4
  children: ReactNode
}

/**
 * A field's panel (a picker's content) with its title and 'Effacer', which resets the field.
 * After clearing, focus moves to the panel's first control so it is not lost.
 */
export function ClearableFieldPanel({ title, canClear, onClear, clearLabel = 'Effacer', headingLevel = 3, children }: ClearableFieldPanelProps) {
  const id = useId()
  const body = useRef<HTMLDivElement>(null)
  const Heading = `h${headingLevel}` as const
  return (
    <div role="group" aria-labelledby={id} className={styles.panel}>
      <div className={styles.header}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {canClear && (
          <button
            type="button"
            className={styles.clear}
            aria-label={`${clearLabel} : ${title}`}
            onClick={() => {
              onClear()
              body.current?.querySelector<HTMLElement>('input, button, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus()
            }}
          >
            {clearLabel}
          </button>
        )}
      </div>
      <div ref={body}>{children}</div>
    </div>
  )
}
