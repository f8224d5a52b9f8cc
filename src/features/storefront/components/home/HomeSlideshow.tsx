import { ArrowRight } from 'lucide-react'
import type { HomeSlide } from '~/api-contract/storefront'
import { Slideshow } from 'design-system'
import { MenuLink } from '../menu/MenuLink'
import { ContentImage } from './ContentImage'
import * as styles from './HomeSlideshow.css'

/**
 * The home slideshow (§2.6, §4): 10 s per slide, fade, pause on hover and focus, pause button,
 * previous, next and dots. The first slide's image is the page's main image (LCP).
 */
export function HomeSlideshow({ slides, label }: { slides: readonly HomeSlide[]; label: string }) {
  return (
    <Slideshow
      aria-label={label}
      height={styles.HOME_SLIDE_HEIGHT}
      className={styles.frame}
      slides={slides.map((slide, i) => (
        <div key={slide.image.url} className={styles.slide}>
          <ContentImage
            image={slide.image}
            alt={slide.image_description}
            sizes="(min-width: 1520px) 1520px, 100vw"
            priority={i === 0}
            width={1520}
            height={550}
            className={styles.image}
          />
          <div className={styles.shade} />
          <div className={styles.content}>
            <span className={styles.kicker}>{label}</span>
            <h2 className={styles.title}>{slide.title}</h2>
            <p className={styles.description}>{slide.image_description}</p>
            <MenuLink url={slide.cta.url} className={styles.cta}>
              {slide.cta.label}
              <ArrowRight size={18} aria-hidden="true" />
            </MenuLink>
          </div>
        </div>
      ))}
    />
  )
}
