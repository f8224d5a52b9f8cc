import { SearchX, type LucideIcon } from 'lucide-react'
import { createElement, type ReactNode } from 'react'
import * as styles from './EmptyState.css'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  icon?: LucideIcon
  /** e.g. a Button 'Effacer les filtres'. */
  action?: ReactNode
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4
}

/** When a list has nothing to show ('Aucune agence à afficher', 'Aucun résultat'). */
export function EmptyState({ title, description, icon = SearchX, action, level = 2 }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {createElement(icon, { size: 30 })}
      </span>
      {createElement(`h${level}`, { className: styles.title }, title)}
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
