import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { IconButton } from '../IconButton/IconButton'
import { usePrefersReducedMotion } from '../hooks/useMediaQuery'
import * as styles from './Slideshow.css'

export interface SlideshowProps {
  slides: readonly ReactNode[]
  'aria-label': string
  /** Milliseconds between slides (default 10 000, the spec's interval). */
  interval?: number
  /** Height of the frame: a number (px) or any CSS length (default 550 px, the home slide area). */
  height?: number | string
  className?: string
}

/**
 * Slides that fade (0.5 s) and advance every 10 s when there are several, wrapping; previous,
 * next and the dots jump to a slide and restart the wait. Hovering or focusing pauses, a visible
 * button pauses or resumes, and with reduced motion it neither fades nor auto-advances.
 */
export function Slideshow({ slides, 'aria-label': label, interval = 10_000, height = 550, className }: SlideshowProps) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const count = slides.length
  const running = playing && !hovered && !focused && !reducedMotion && count > 1
  useEffect(() => {
    if (!running) return
    // Keyed on the index: a jump (previous, next, a dot) restarts the wait.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), interval)
    return () => clearTimeout(timer)
  }, [running, interval, count, index])
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count)
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ height }}
      aria-roledescription="carrousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {slides.map((s, i) => (
          <div
            key={i}
            className={i === index ? `${styles.slide} ${styles.slideActive}` : styles.slide}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${i + 1} sur ${count}`}
            aria-hidden={i !== index || undefined}
            inert={i !== index || undefined}
          >
            {s}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <IconButton
            icon={playing ? Pause : Play}
            variant="overlay"
            size="sm"
            aria-label={playing ? 'Mettre en pause le diaporama' : 'Lancer le diaporama'}
            onPress={() => setPlaying((p) => !p)}
          />
          <IconButton icon={ChevronLeft} variant="overlay" size="sm" aria-label="Diapositive précédente" onPress={() => go(-1)} />
          <div className={styles.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`Afficher la diapositive ${i + 1} sur ${count}`}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
              >
                <span className={styles.dotMark} aria-hidden="true" />
              </button>
            ))}
          </div>
          <IconButton icon={ChevronRight} variant="overlay" size="sm" aria-label="Diapositive suivante" onPress={() => go(1)} />
        </div>
      )}
    </section>
  )
}
