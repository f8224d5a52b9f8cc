import { useQuery } from '@tanstack/react-query'
import { RatingBadge, Skeleton } from 'design-system'
import { reviewsQuery } from '../../catalogue.queries'
import * as styles from './ProductPage.css'
import { lazyFormat } from 'design-system'

const countFormat = lazyFormat(() => new Intl.NumberFormat('fr-FR'))

/** 'Avis clients': the global mark and how many reviews gave each mark (10 to 1). */
export function Reviews({ productId }: { productId: number }) {
  const reviews = useQuery(reviewsQuery(productId))
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
        <div className={styles.reviews}>
          <RatingBadge score={reviews.data.global_rate} reviewCount={reviews.data.total_reviews} />
          <ul className={styles.marks} aria-label="Répartition des notes">
            {reviews.data.marks.map((m) => {
              const share = reviews.data.total_reviews ? m.count / reviews.data.total_reviews : 0
              return (
                <li key={m.mark} className={styles.mark}>
                  <span className={styles.markLabel}>{`${m.mark}/10`}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
                  </span>
                  <span className={styles.markCount}>{`${countFormat().format(m.count)} avis`}</span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </section>
  )
}
