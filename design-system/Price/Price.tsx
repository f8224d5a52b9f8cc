import { visuallyHidden } from '../styles/visuallyHidden.css'
import { formatFromPrice, formatPrice, priceFormatOptions } from './format'
import * as styles from './Price.css'
import { priceSizes } from './Price.css'

export { formatFromPrice, formatPrice, priceFormatOptions, priceSizes }
export type PriceSize = (typeof priceSizes)[number]

export interface PriceProps {
  amount: number
  /** Price before reduction, shown struck through. */
  originalAmount?: number
  size?: PriceSize
  tone?: 'neutral' | 'brand' | 'accent'
  /** Above the amount, e.g. 'à partir de'. */
  prefix?: string
  /** Under the amount, e.g. 'par personne'. */
  unit?: string
  align?: 'start' | 'end'
}

/** A price in fr-FR with 2 decimals and €, optionally with the struck original price. */
export function Price({ amount, originalAmount, size, tone, prefix, unit, align = 'end' }: PriceProps) {
  return (
    <span className={align === 'start' ? `${styles.root} ${styles.rootStart}` : styles.root}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <span className={styles.row}>
        {originalAmount !== undefined && originalAmount > amount && (
          <span className={styles.original}>
            <span className={visuallyHidden}>Prix initial : </span>
            <s>{formatPrice(originalAmount)}</s>
            <span className={visuallyHidden}>, prix actuel : </span>
          </span>
        )}
        <span className={styles.amount({ size, tone })}>{formatPrice(amount)}</span>
      </span>
      {unit && <span className={styles.unit}>{unit}</span>}
    </span>
  )
}
