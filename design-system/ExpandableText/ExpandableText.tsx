import { useId, useState } from 'react'
import { Button } from 'react-aria-components'
import * as styles from './ExpandableText.css'

export interface ExpandableTextProps {
  text: string
  /** Characters shown before 'Lire la suite' (default 150). */
  maxLength?: number
  /** 'Lire la suite' by default; 'Lire plus' in lists of short texts. */
  moreLabel?: string
  lessLabel?: string
}

/** Long text cut at 150 characters with 'Lire la suite' / 'Réduire'. */
export function ExpandableText({ text, maxLength = 150, moreLabel = 'Lire la suite', lessLabel = 'Réduire' }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const needsCut = text.length > maxLength
  const shown = !needsCut || expanded ? text : `${text.slice(0, maxLength).trimEnd()}…`
  return (
    <p className={styles.text}>
      <span id={id}>{shown}</span>
      {needsCut && (
        <Button className={styles.toggle} aria-expanded={expanded} aria-controls={id} onPress={() => setExpanded((e) => !e)}>
          {expanded ? lessLabel : moreLabel}
        </Button>
      )}
    </p>
  )
}
