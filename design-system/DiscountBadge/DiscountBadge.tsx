import { visuallyHidden } from '../styles/visuallyHidden.css'
import * as styles from './DiscountBadge.css'
import { lazyFormat } from '../intl'

/** Rounded reduction rate in percent, from the original and current prices. */
export const discountRate = (price: number, originalPrice: number) => (originalPrice > 0 ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0)

const percent = lazyFormat(() => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }))

export type DiscountBadgeProps = (
  | { price: number; originalPrice: number; rate?: never }
  /** The reduction rate in percent, when the offer gives it (e.g. a destination card's discount). */
  | { rate: number; price?: never; originalPrice?: never }
) & {
  /** Shown only above this rounded rate (default 5, the spec's rule). */
  threshold?: number
}

/** '-20 %' on a discounted offer; nothing unless the rounded reduction exceeds 5 %. */
export function DiscountBadge({ price, originalPrice, rate: givenRate, threshold = 5 }: DiscountBadgeProps) {
  const rate = givenRate !== undefined ? Math.round(givenRate) : discountRate(price, originalPrice)
  if (rate <= threshold) return null
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">-{percent().format(rate / 100)}</span>
      <span className={visuallyHidden}>Réduction de {percent().format(rate / 100)}</span>
    </span>
  )
}
