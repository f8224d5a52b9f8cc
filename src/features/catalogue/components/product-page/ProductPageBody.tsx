import { Link } from '@tanstack/react-router'
import { ArrowLeft, Clock, MapPin, Tag, Utensils } from 'lucide-react'
import { useEffect } from 'react'
import { DiscountBadge, ExpandableText, RatingBadge, VisuallyHidden } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import { todayIsoInParis } from '~/lib/paris-today'
import { anotherTrip } from '../../another-trip'
import { useCatalogueUser } from '../../catalogue-user'
import { CRUISE_FEE_NOTE } from '../../constants'
import { departureCitiesLabel, destinationsLabel, nightsLabel, originalPrice, paysFeeOnBoard, shownDiscount } from '../../product-format'
import type { ProductPageSearch } from '../../search.schema'
import { FavoriteButton } from '../product-card/FavoriteButton'
import { SearchBanner } from '../search-bar/SearchBanner'
import { AgencyRequest } from './AgencyRequest'
import { IncludedLists } from './IncludedLists'
import { PracticalInfo } from './PracticalInfo'
import { PriceBox } from './PriceBox'
import { ProductLocation } from './ProductLocation'
import { ProductGallery } from './ProductGallery'
import { Programme } from './Programme'
import * as styles from './ProductPage.css'
import { Reviews } from './Reviews'
import { RoomTypes } from './RoomTypes'
import { SimilarProducts } from './SimilarProducts'

/**
 * /product/{slug}: gallery, title, destinations, rating, description and facts, what the price
 * includes, rooms, programme, the place and its map, practical information, the price box
 * (best price, departure → duration → month calendar, 'Réserver'), reviews and similar
 * offers. Reports the view once per product (CatalogueUser).
 */
export default function ProductPageBody({ product: p, search }: { product: Product; search: ProductPageSearch }) {
  const user = useCatalogueUser()
  useEffect(() => {
    user.reportView(p.product_id)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product shown
  }, [p.product_id])
  const { nights: _nights, departureDay: _day, party: _party, ...resultsSearch } = search
  const discount = shownDiscount(p)
  const departures = departureCitiesLabel(p.features.departure_cities.length)
  const trip = anotherTrip(p, search, todayIsoInParis())
  const facts = [
    { icon: Clock, text: nightsLabel(p.features.min_nights, p.features.max_nights) },
    { icon: Utensils, text: p.base_price_availability.meal_plan.label },
    { icon: MapPin, text: departures ?? 'Sans transport' },
    { icon: Tag, text: `${p.accommodation_type.label}${p.product_types[0] ? ` · ${p.product_types[0].label}` : ''}` },
  ]
  return (
    <div className={styles.page}>
      <div className={styles.topRow}>
        <nav aria-label="Fil d'Ariane" className={styles.breadcrumb}>
          <Link to="/search-products" search={resultsSearch} className={styles.back}>
            <ArrowLeft size={16} aria-hidden="true" />
            Retour aux résultats
          </Link>
        </nav>
        <SearchBanner summary={trip.summary} start={trip.start} />
      </div>
      <header className={styles.header}>
        <p className={styles.destinations}>{destinationsLabel(p)}</p>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            {p.title}
            {p.stars > 0 ? (
              <span className={styles.stars}>
                <span aria-hidden="true">{` ${'★'.repeat(p.stars)}`}</span>
                <VisuallyHidden>{`, ${p.stars} étoile${p.stars > 1 ? 's' : ''}`}</VisuallyHidden>
              </span>
            ) : null}
          </h1>
          <FavoriteButton product={p} className={styles.favorite} />
        </div>
        <div className={styles.meta}>
          {p.total_reviews > 0 ? <RatingBadge score={p.global_rate} reviewCount={p.total_reviews} /> : null}
          {discount ? <DiscountBadge price={p.base_price_availability.final_price} originalPrice={originalPrice(p)!} /> : null}
          {p.cell_top ? <span className={styles.cellTop}>{p.cell_top}</span> : null}
          <span className={styles.muted}>{`Réf. ${p.reference}`}</span>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ProductGallery images={p.image_gallery} title={p.title} />
          <section className={styles.section} aria-labelledby="presentation-titre">
            <h2 id="presentation-titre" className={styles.sectionTitle}>
              Présentation
            </h2>
            <ul className={styles.facts}>
              {facts.map(({ icon: Icon, text }) => (
                <li key={text} className={styles.fact}>
                  <Icon size={18} aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
            {p.description ? <ExpandableText text={p.description} maxLength={320} /> : null}
            {p.themes.length ? (
              <ul className={styles.themes} aria-label="Thématiques">
                {p.themes.map((t) => (
                  <li key={t.code} className={styles.theme}>
                    {t.label}
                  </li>
                ))}
              </ul>
            ) : null}
            {paysFeeOnBoard(p) ? <p className={styles.note}>{CRUISE_FEE_NOTE}</p> : null}
          </section>
          <IncludedLists included={p.included} notIncluded={p.not_included} />
          <RoomTypes rooms={p.room_types} accommodation={p.accommodation_type} />
          <Programme days={p.programme} cruise={p.type_voyage === 'croisiere'} />
          <ProductLocation product={p} />
          <PracticalInfo product={p} />
          <Reviews productId={p.product_id} />
        </div>
        <aside className={styles.aside}>
          <PriceBox product={p} search={search} />
          <AgencyRequest product={p} search={search} />
        </aside>
      </div>
      <SimilarProducts product={p} search={resultsSearch} />
    </div>
  )
}
