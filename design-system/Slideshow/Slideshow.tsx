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
  /** Height of the frame (default 550 px, the home slide area). */
  height?: number | string
}

/**
 * Slides that fade (0.5 s) and advance every 10 s; hovering or focusing pauses, a button
 * pauses or resumes, and with reduced motion it does not auto-advance.
 */
export function Slideshow({ slides, 'aria-label': label, interval = 10_000, height = 550 }: SlideshowProps) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const running = playing && !hovered && !focused && !reducedMotion && slides.length > 1
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), interval)
    return () => clearInterval(timer)
  }, [running, interval, slides.length])
  const go = (delta: number) => setIndex((i) => (i + delta + slides.length) % slides.length)
  return (
    <section
      className={styles.root}
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
          <div key={i} className={i === index ? `${styles.slide} ${styles.slideActive}` : styles.slide} role="group" aria-roledescription="diapositive" aria-label={`${i + 1} sur ${slides.length}`} aria-hidden={i !== index || undefined}>
            {s}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <IconButton icon={playing ? Pause : Play} variant="overlay" size="sm" aria-label={playing ? 'Mettre en pause le diaporama' : 'Lancer le diaporama'} onPress={() => setPlaying((p) => !p)} />
          <IconButton icon={ChevronLeft} variant="overlay" size="sm" aria-label="Diapositive précédente" onPress={() => go(-1)} />
          <span className={styles.counter} aria-hidden="true">
            {index + 1} / {slides.length}
          </span>
          <IconButton icon={ChevronRight} variant="overlay" size="sm" aria-label="Diapositive suivante" onPress={() => go(1)} />
        </div>
      )}
    </section>
  )
}
