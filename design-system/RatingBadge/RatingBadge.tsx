import { visuallyHidden } from '../styles/visuallyHidden.css'
import * as styles from './RatingBadge.css'
import { lazyFormat } from '../intl'

/** The spec's score labels: 9+ Excellent, 8 Superbe, 7 Très bien, 6 Bien, 5 Suffisant. */
export function ratingLabel(score: number): string | null {
  if (score >= 9) return 'Excellent'
  if (score >= 8) return 'Superbe'
  if (score >= 7) return 'Très bien'
  if (score >= 6) return 'Bien'
  if (score >= 5) return 'Suffisant'
  return null
}

const scoreFormat = lazyFormat(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }))
const countFormat = lazyFormat(() => new Intl.NumberFormat('fr-FR'))

export interface RatingBadgeProps {
  /** Score out of `outOf` (default 10). */
  score: number
  outOf?: number
  reviewCount?: number
  /** Show the word label (Excellent, Superbe…). */
  showLabel?: boolean
}

/** A customer rating: score, label and '(n avis)'. */
export function RatingBadge({ score, outOf = 10, reviewCount, showLabel = true }: RatingBadgeProps) {
  const label = showLabel ? ratingLabel((score / outOf) * 10) : null
  return (
    <span className={styles.root}>
      <span className={visuallyHidden}>{`Note : ${scoreFormat().format(score)} sur ${outOf}`}</span>
      <span className={styles.score} aria-hidden="true">
        {scoreFormat().format(score)}
      </span>
      {label && <span className={styles.label}>{label}</span>}
      {reviewCount !== undefined && <span className={styles.count}>({countFormat().format(reviewCount)} avis)</span>}
    </span>
  )
}
