import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClassName, formatPrice, Price, RatingBadge, Skeleton } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { Page, PageActions } from '~/app/Page'
import { productsByIdsQuery } from '../../catalogue.queries'
import { comparisonParty, type ComparisonFacts } from '../../comparison'
import { partyLabel } from '../../party-param'
import type { CompareSearch } from '../../search.schema'
import * as styles from './Comparison.css'
import { useComparison } from './use-comparison'

const TITLE = 'Comparaison des offres'

/** The results' search without the party (the results do not read it). */
const resultsSearch = ({ party: _party, nights: _nights, ...search }: CompareSearch) => search

/**
 * /search-products/comparer: the products of `compare` side by side. Under two known products
 * (unknown ids, a broken link), a message leading back to the results.
 */
export function ComparisonPage({ search }: { search: CompareSearch }) {
  const enough = search.compare.length > 1
  const query = useQuery({ ...productsByIdsQuery(search.compare), enabled: enough })
  if (enough && query.isPending) return <Skeleton height={600} radius={12} />
  const products = query.data ?? []
  if (products.length < 2) {
    const kept = products.map((p) => p.product_id)
    return (
      <Page
        title={TITLE}
        lead={
          query.isError
            ? 'Les offres à comparer ne sont pas disponibles pour le moment. Réessayez dans un instant.'
            : 'Choisissez au moins deux offres à comparer (trois au plus) dans les résultats, avec « Comparer ».'
        }
      >
        <PageActions>
          <Link to="/search-products" search={{ ...resultsSearch(search), compare: kept }} className={buttonClassName()}>
            Retour aux offres
          </Link>
        </PageActions>
      </Page>
    )
  }
  return <Comparison products={products} search={search} />
}

function Comparison({ products, search }: { products: Product[]; search: CompareSearch }) {
  const facts = useComparison(products, search)
  const back = resultsSearch(search)
  const rows: Array<[string, (f: ComparisonFacts) => ReactNode]> = [
    ['Prix pour votre groupe', PriceCell],
    ['Pension', (f) => f.board],
    ['Durée', (f) => f.duration],
    [
      'Note',
      (f) => (f.score ? <RatingBadge score={f.score.rate} reviewCount={f.score.reviews} /> : <span className={styles.muted}>Pas encore d&apos;avis</span>),
    ],
    [
      'Inclus',
      (f) =>
        f.included.length ? (
          <ul className={styles.list}>
            {f.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <span className={styles.muted}>Non précisé</span>
        ),
    ],
    ['Départ', (f) => f.departure],
  ]
  return (
    <div className={styles.page}>
      <Link to="/search-products" search={back} className={styles.back}>
        <ArrowLeft size={18} aria-hidden="true" />
        Retour aux offres
      </Link>
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.lead}>{`Prix pour ${partyLabel(comparisonParty(search.party))}, au meilleur prix de chaque offre.`}</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (arrows scroll it on a phone) */}
      <div className={styles.scroller} role="region" aria-labelledby="comparaison-legende" tabIndex={0}>
        <table className={styles.table} style={{ minWidth: styles.ROW_HEADER + products.length * styles.PRODUCT_COLUMN }}>
          <caption id="comparaison-legende" className={styles.caption}>
            {`${products.length} offres côte à côte`}
          </caption>
          <thead>
            <tr>
              <td className={`${styles.rowHeader} ${styles.corner}`} />
              {facts.map((f, i) => (
                <th key={f.productId} scope="col">
                  <div className={styles.productHead}>
                    {products[i]?.image_gallery[0] ? <img src={products[i].image_gallery[0].url} alt="" className={styles.image} loading="lazy" /> : null}
                    <Link to="/product/$slug" params={{ slug: f.slug }} search={search} className={styles.productLink}>
                      {f.title}
                    </Link>
                    <Link
                      to="/search-products/comparer"
                      search={{ ...search, compare: search.compare.filter((id) => id !== f.productId) }}
                      className={styles.remove}
                      aria-label={`Retirer ${f.title} de la comparaison`}
                    >
                      <X size={16} aria-hidden="true" />
                      Retirer
                    </Link>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, render]) => (
              <tr key={label}>
                <th scope="row" className={styles.rowHeader}>
                  {label}
                </th>
                {facts.map((f) => (
                  <td key={f.productId}>{render(f)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function PriceCell(f: ComparisonFacts) {
  if (f.price.kind === 'from') return <Price amount={f.price.amount} prefix="à partir de" unit={f.price.unit} tone="brand" align="start" />
  return (
    <>
      <Price amount={f.price.total} prefix={`Pour ${f.price.who}`} tone="brand" align="start" />
      <span className={styles.muted}>{`soit ${formatPrice(f.price.perPerson)} par personne`}</span>
    </>
  )
}
