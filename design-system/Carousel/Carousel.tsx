import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useRef, useState, type UIEvent } from 'react'
import { IconButton } from '../IconButton/IconButton'
import * as styles from './Carousel.css'

export interface CarouselImage {
  src: string
  alt: string
}

export interface CarouselProps {
  images: readonly CarouselImage[]
  /** Name of the carousel, e.g. the product name. */
  'aria-label': string
  /** At most this many images (default 15, the spec's limit). */
  maxImages?: number
  /** Aspect ratio of the frame (default 16 / 10). */
  aspectRatio?: string
}

/**
 * An image carousel (APG pattern): arrows, dots, native swipe (scroll snap), at most 15 images,
 * each slide named 'n sur N'.
 */
export function Carousel({ images: all, 'aria-label': label, maxImages = 15, aspectRatio = '16 / 10' }: CarouselProps) {
  const images = all.slice(0, maxImages)
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const goTo = useCallback(
    (i: number) => {
      const el = track.current
      const target = Math.max(0, Math.min(images.length - 1, i))
      setIndex(target)
      if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: target * el.clientWidth })
    },
    [images.length],
  )
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth))
  }
  return (
    <section className={styles.root} aria-roledescription="carrousel" aria-label={label} style={{ aspectRatio }}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (arrows scroll it) */}
      <div ref={track} className={styles.track} onScroll={onScroll} aria-live="polite" tabIndex={0} role="group" aria-label="Images">
        {images.map((img, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${i + 1} sur ${images.length}`}
            aria-hidden={i !== index || undefined}
            inert={i !== index || undefined}
          >
            <img src={img.src} alt={img.alt} className={styles.image} loading={i === 0 ? 'eager' : 'lazy'} draggable={false} />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <>
          <IconButton
            icon={ChevronLeft}
            variant="overlay"
            size="sm"
            aria-label="Image précédente"
            onPress={() => goTo(index - 1)}
            isDisabled={index === 0}
            className={`${styles.arrow} ${styles.prev}`}
          />
          <IconButton
            icon={ChevronRight}
            variant="overlay"
            size="sm"
            aria-label="Image suivante"
            onPress={() => goTo(index + 1)}
            isDisabled={index === images.length - 1}
            className={`${styles.arrow} ${styles.next}`}
          />
          {/* Position dots: indicators (up to 15 would not fit as 24 px targets on a phone); arrows and swipe navigate. */}
          <div className={styles.dots} aria-hidden="true">
            {images.map((_, i) => (
              <span key={i} className={styles.dot} data-current={i === index || undefined} />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
