import { useQuery } from '@tanstack/react-query'
import { Button, ExpandableText, lazyFormat, Select, SelectItem, Skeleton } from 'design-system'
import { useState } from 'react'
import type { ReviewOrdering } from '~/api-contract/catalogue'
import { reviewTextsQuery } from '../../catalogue.queries'
import { REVIEWS_PAGE_SIZE } from '../../constants'
import * as styles from './ProductPage.css'
import * as reviews from './Reviews.css'

const ORDERINGS: { id: ReviewOrdering; label: string }[] = [
  { id: 'recent', label: 'Les plus récents' },
  { id: 'mark_desc', label: 'Les mieux notés' },
  { id: 'mark_asc', label: 'Les moins bien notés' },
]
const monthYear = lazyFormat(() => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }))
const dayMonthYear = lazyFormat(() => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))

/** The reviews with their text, a page at a time, sorted, only those of `mark` when the histogram asks. */
export function ReviewList({ productId, mark, onClearMark }: { productId: number; mark?: number; onClearMark: () => void }) {
  const [ordering, setOrdering] = useState<ReviewOrdering>('recent')
  const [page, setPage] = useState(1)
  const [shownMark, setShownMark] = useState(mark)
  // A new filter starts again from the first page.
  if (shownMark !== mark) {
    setShownMark(mark)
    setPage(1)
  }
  const list = useQuery(reviewTextsQuery(productId, { page, ordering, mark }))
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / REVIEWS_PAGE_SIZE)) : 1
  return (
    <div className={reviews.listBlock}>
      <div className={reviews.toolbar}>
        <Select
          label="Trier les avis"
          items={ORDERINGS}
          selectedKey={ordering}
          onSelectionChange={(key) => {
            setOrdering(key as ReviewOrdering)
            setPage(1)
          }}
        >
          {(o) => <SelectItem id={o.id}>{o.label}</SelectItem>}
        </Select>
        {mark ? (
          <Button variant="secondary" size="sm" onPress={onClearMark}>
            {`Voir toutes les notes (filtre : ${mark}/10)`}
          </Button>
        ) : null}
      </div>
      <p className={styles.muted} aria-live="polite">
        {list.data ? `${list.data.count} avis${mark ? ` notés ${mark}/10` : ''} · page ${page} sur ${pages}` : ''}
      </p>
      {list.isPending ? (
        <Skeleton height={240} />
      ) : list.isError ? (
        <p className={styles.muted}>Les avis n’ont pas pu être chargés.</p>
      ) : (
        <ul className={reviews.list} aria-label="Avis des voyageurs" aria-busy={list.isPlaceholderData || undefined}>
          {list.data.results.map((r) => (
            <li key={r.id} className={reviews.review}>
              <div className={reviews.reviewHead}>
                <span className={reviews.reviewMark}>{`${r.mark}/10`}</span>
                <h3 className={reviews.reviewTitle}>{r.title}</h3>
              </div>
              <ExpandableText text={r.text} moreLabel="Lire plus" />
              <p className={styles.muted}>
                {`${r.author} · ${r.traveller_type} · voyage en ${monthYear().format(new Date(`${r.travelled_on}-01T00:00:00Z`))} · publié le ${dayMonthYear().format(new Date(`${r.created_at}T00:00:00Z`))}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages des avis" className={reviews.pager}>
          <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
            Avis précédents
          </Button>
          <Button variant="secondary" size="sm" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
            Avis suivants
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
