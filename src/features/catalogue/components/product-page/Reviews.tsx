import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { lazyFormat, RatingBadge, Skeleton, VisuallyHidden } from 'design-system'
import { reviewsQuery } from '../../catalogue.queries'
import * as styles from './ProductPage.css'
import { ReviewList } from './ReviewList'
import * as reviewStyles from './Reviews.css'

const countFormat = lazyFormat(() => new Intl.NumberFormat('fr-FR'))

/**
 * 'Avis clients': the global mark and how many reviews gave each mark (10 to 1), each row a
 * toggle ('8/10, 274 avis', pressed or not) showing only the reviews of that mark in the list below.
 */
export function Reviews({ productId }: { productId: number }) {
  const reviews = useQuery(reviewsQuery(productId))
  const [mark, setMark] = useState<number | undefined>()
  return (
    <section className={styles.section} aria-labelledby="avis-titre">
      <h2 id="avis-titre" className={styles.sectionTitle}>
        Avis clients
      </h2>
      {reviews.isPending ? (
        <Skeleton height={160} />
      ) : reviews.isError || reviews.data.total_reviews === 0 ? (
        <p className={styles.muted}>Pas encore d&apos;avis pour cette offre.</p>
      ) : (
        <>
          <div className={styles.reviews}>
            <RatingBadge score={reviews.data.global_rate} reviewCount={reviews.data.total_reviews} />
            <ul className={styles.marks} aria-label="Répartition des notes">
              {reviews.data.marks.map((m) => {
                const share = reviews.data.total_reviews ? m.count / reviews.data.total_reviews : 0
                const count = `${countFormat().format(m.count)} avis`
                return (
                  <li key={m.mark}>
                    <button
                      type="button"
                      className={`${styles.mark} ${reviewStyles.markButton}`}
                      aria-pressed={mark === m.mark}
                      disabled={m.count === 0}
                      onClick={() => setMark(mark === m.mark ? undefined : m.mark)}
                    >
                      {/* One name for the toggle ('8/10, 274 avis'): the visible parts side by side would read '8/10 , 274 avis'. */}
                      <VisuallyHidden>{`${m.mark}/10, ${count}`}</VisuallyHidden>
                      <span className={styles.markLabel} aria-hidden="true">{`${m.mark}/10`}</span>
                      <span className={styles.bar} aria-hidden="true">
                        <span className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
                      </span>
                      <span className={styles.markCount} aria-hidden="true">
                        {count}
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
          <ReviewList productId={productId} mark={mark} onClearMark={() => setMark(undefined)} />
        </>
      )}
    </section>
  )
}
