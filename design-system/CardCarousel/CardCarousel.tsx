import { assignInlineVars } from '@vanilla-extract/dynamic'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { IconButton } from '../IconButton/IconButton'
import * as styles from './CardCarousel.css'

export interface CardCarouselProps {
  /** The cards (each becomes a list item). */
  items: readonly ReactNode[]
  /** Name of the carousel (its heading's text, e.g. 'Nos destinations'). */
  'aria-label': string
  /** Cards per view from the md breakpoint (900 px) up. */
  perView: number
  /** Width of a card below md (px); the track scrolls by swipe there. */
  mobileItemWidth: number
  /** Space between cards (a CSS length, default 16 px). */
  gap?: string
  /** Names of the arrow buttons. */
  previousLabel?: string
  nextLabel?: string
}

/**
 * A row of cards: `perView` cards per view with previous/next arrows from md up, cards of a
 * fixed width that swipe below md (scroll snap). A list: each card is reachable by Tab and
 * scrolled into view when focused; the arrows page by a view and are hidden at either end.
 * The arrows are out of the Tab order: Tab already reaches every card, and an arrow focused as
 * the track reached its end was disabled under the focus (lost to the page).
 */
export function CardCarousel({
  items,
  'aria-label': label,
  perView,
  mobileItemWidth,
  gap = '16px',
  previousLabel = 'Précédent',
  nextLabel = 'Suivant',
}: CardCarouselProps) {
  const track = useRef<HTMLUListElement>(null)
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(items.length <= perView)
  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    setAtStart(el.scrollLeft <= 1)
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)
  }, [])
  useEffect(() => {
    measure()
    if (typeof ResizeObserver === 'undefined' || !track.current) return
    const observer = new ResizeObserver(measure)
    observer.observe(track.current)
    return () => observer.disconnect()
  }, [measure, items.length])
  const page = (direction: -1 | 1) => {
    const el = track.current
    if (el && typeof el.scrollBy === 'function') el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' })
  }
  return (
    <div
      className={styles.root}
      style={assignInlineVars({ [styles.perViewVar]: String(perView), [styles.mobileWidthVar]: `${mobileItemWidth}px`, [styles.gapVar]: gap })}
    >
      <ul ref={track} className={styles.track} aria-label={label} onScroll={measure}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
      <IconButton
        icon={ChevronLeft}
        variant="overlay"
        aria-label={previousLabel}
        className={`${styles.arrow} ${styles.prev}`}
        isDisabled={atStart}
        excludeFromTabOrder
        onPress={() => page(-1)}
      />
      <IconButton
        icon={ChevronRight}
        variant="overlay"
        aria-label={nextLabel}
        className={`${styles.arrow} ${styles.next}`}
        isDisabled={atEnd}
        excludeFromTabOrder
        onPress={() => page(1)}
      />
    </div>
  )
}
