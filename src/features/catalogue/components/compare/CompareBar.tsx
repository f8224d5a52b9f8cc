import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { Button, buttonClassName, IconButton } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { productsByIdsQuery } from '../../catalogue.queries'
import type { ProductSearchParams } from '../../search.schema'
import * as styles from './CompareBar.css'

export interface CompareBarProps {
  /** The loaded results (the chosen products' names, when they are among them). */
  items: readonly Product[]
  search: ProductSearchParams
  onRemove: (productId: number) => void
  onClear: () => void
}

/**
 * The products chosen to compare, fixed at the bottom of the results: their names with a remove
 * button, 'Effacer la sélection', and 'Comparer (n)' from two products (the comparison page).
 */
export function CompareBar({ items, search, onRemove, onClear }: CompareBarProps) {
  const ids = search.compare
  const loaded = new Map(items.map((p) => [p.product_id, p.title]))
  // A deep link may name products not among the loaded pages: their names by ids.
  const missing = ids.filter((id) => !loaded.has(id))
  const others = useQuery(productsByIdsQuery(missing))
  const titleOf = (id: number) => loaded.get(id) ?? others.data?.find((p) => p.product_id === id)?.title ?? `Offre ${id}`
  return (
    <section className={styles.bar} aria-label="Offres à comparer">
      <ul className={styles.chosen}>
        {ids.map((id) => (
          <li key={id} className={styles.chip}>
            <span className={styles.chipName}>{titleOf(id)}</span>
            <IconButton icon={X} aria-label={`Retirer ${titleOf(id)} de la comparaison`} onPress={() => onRemove(id)} />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClear}>
          Effacer la sélection
        </Button>
        {ids.length > 1 ? (
          <Link to="/search-products/comparer" search={search} className={buttonClassName()}>
            {`Comparer (${ids.length})`}
          </Link>
        ) : (
          <Button isDisabled aria-describedby="comparer-aide">{`Comparer (${ids.length})`}</Button>
        )}
        {ids.length < 2 ? (
          <p id="comparer-aide" className={styles.hint}>
            Choisissez au moins 2 offres
          </p>
        ) : null}
      </div>
    </section>
  )
}
