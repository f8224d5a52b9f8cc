import { Link } from '@tanstack/react-router'
import { Clock, MapPin, Utensils } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Carousel, DiscountBadge, Price, RatingBadge, Skeleton, VisuallyHidden } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { CARD_IMAGES_MAX, CRUISE_FEE_NOTE } from '../../constants'
import { departureCitiesLabel, destinationsLabel, nightsLabel, originalPrice, paysFeeOnBoard, priceUnit, shownDiscount } from '../../product-format'
import type { ProductSearchParams } from '../../search.schema'
import { FavoriteButton } from './FavoriteButton'
import * as styles from './ProductCard.css'

export interface ProductCardProps {
  product: Product
  /** The results' query string, carried to the product page. */
  search?: Partial<ProductSearchParams>
  /** 'grid' (Mosaïque), 'list' (image beside the text). */
  layout?: 'grid' | 'list'
  headingLevel?: 2 | 3 | 4
  /** Map mode: the card and its marker highlight each other. */
  highlighted?: boolean
  onHighlight?: (productId: number | null) => void
  /** Results: the 'Comparer' toggle, under the price; `compared` marks the card chosen. */
  compareToggle?: ReactNode
  compared?: boolean
}

/**
 * A product in results (storefront-and-holidays.md §2.15): carousel (≤ 15 images), destinations,
 * title linking to /product/{slug} with the query string, rating '(n avis)', stars, duration,
 * meal plan, departure cities, heart, price with its discount badge and unit, cruise fee note.
 */
export function ProductCard({ product: p, search, layout = 'grid', headingLevel = 3, highlighted, onHighlight, compareToggle, compared }: ProductCardProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const price = p.base_price_availability.final_price
  const discount = shownDiscount(p)
  const departures = departureCitiesLabel(p.features.departure_cities.length)
  const images = p.image_gallery.slice(0, CARD_IMAGES_MAX).map((img) => ({ src: img.url, alt: img.text }))
  const highlight = onHighlight
    ? { onMouseEnter: () => onHighlight(p.product_id), onMouseLeave: () => onHighlight(null), onFocus: () => onHighlight(p.product_id) }
    : {}
  return (
    <article
      className={styles.card}
      data-layout={layout}
      data-product-card={p.product_id}
      data-highlighted={highlighted || undefined}
      data-compared={compared || undefined}
      aria-labelledby={titleId}
      {...highlight}
    >
      <div className={styles.media}>
        <Carousel images={images} aria-label={`Photos : ${p.title}`} aspectRatio={styles.imageRatio} />
        {p.cell_top ? <span className={styles.badge}>{p.cell_top}</span> : null}
        <FavoriteButton product={p} />
      </div>
      <div className={styles.body}>
        <p className={styles.destinations}>{destinationsLabel(p)}</p>
        <Heading className={styles.title}>
          <Link id={titleId} to="/product/$slug" params={{ slug: p.slug }} search={search ?? {}} className={styles.titleLink}>
            {p.title}
          </Link>
        </Heading>
        <div className={styles.ratingRow}>
          {p.total_reviews > 0 ? <RatingBadge score={p.global_rate} reviewCount={p.total_reviews} /> : null}
          {p.stars > 0 ? (
            <span className={styles.stars}>
              <span aria-hidden="true">{'★'.repeat(p.stars)}</span>
              <VisuallyHidden>{`${p.stars} étoile${p.stars > 1 ? 's' : ''}`}</VisuallyHidden>
            </span>
          ) : null}
        </div>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <Clock size={14} aria-hidden="true" />
            {nightsLabel(p.features.min_nights, p.features.max_nights)}
          </li>
          <li className={styles.fact}>
            <Utensils size={14} aria-hidden="true" />
            {p.base_price_availability.meal_plan.label}
          </li>
          {departures ? (
            <li className={styles.fact}>
              <MapPin size={14} aria-hidden="true" />
              {departures}
            </li>
          ) : null}
        </ul>
        {paysFeeOnBoard(p) ? <p className={styles.note}>{CRUISE_FEE_NOTE}</p> : null}
        <div className={styles.priceRow}>
          {discount ? <DiscountBadge price={price} originalPrice={originalPrice(p)!} /> : <span />}
          <Price amount={price} originalAmount={originalPrice(p)} prefix="à partir de" unit={priceUnit(p)} tone="brand" />
        </div>
        {p.cell_bottom_text ? <p className={styles.bottomText}>{p.cell_bottom_text}</p> : null}
        {compareToggle}
      </div>
    </article>
  )
}

/** The card's placeholder while results load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div style={{ aspectRatio: styles.imageRatio }}>
        <Skeleton height="100%" radius={0} />
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton height={12} width="50%" />
        <Skeleton height={20} width="80%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={28} width="40%" />
      </div>
    </div>
  )
}
