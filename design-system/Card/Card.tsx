import { createElement, type ElementType, type ReactNode } from 'react'
import * as styles from './Card.css'
import { cardElevations, cardPaddings } from './Card.css'

export { cardElevations, cardPaddings }
export type CardElevation = (typeof cardElevations)[number]
export type CardPadding = (typeof cardPaddings)[number]

export interface CardProps {
  children: ReactNode
  elevation?: CardElevation
  padding?: CardPadding
  /** Lifts on hover (cards that contain a link). */
  interactive?: boolean
  /** Element: div (default), article, section, li. */
  as?: ElementType
  className?: string
  'aria-labelledby'?: string
}

/** A surface grouping related content (product, flight, option cards). */
export function Card({ children, elevation, padding, interactive, as = 'div', className, ...rest }: CardProps) {
  return createElement(as, { className: [styles.card({ elevation, padding, interactive }), className].filter(Boolean).join(' '), ...rest }, children)
}

/** A full-bleed media area at the top of a `Card padding="none"` (16:10). */
export function CardMedia({ children }: { children: ReactNode }) {
  return <div className={styles.media}>{children}</div>
}

export function CardBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>
}

export function CardTitle({ children, level = 3, id }: { children: ReactNode; level?: 2 | 3 | 4; id?: string }) {
  return createElement(`h${level}`, { className: styles.title, id }, children)
}
