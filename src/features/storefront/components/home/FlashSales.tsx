import { Check } from 'lucide-react'
import { useId } from 'react'
import type { FlashSale } from '~/api-contract/storefront'
import { CardCarousel, Countdown, formatPrice } from 'design-system'
import { MenuLink } from '../menu/MenuLink'
import { ContentImage } from './ContentImage'
import * as styles from './FlashSales.css'

const mentionsOf = (sale: FlashSale) => [sale.free_mention_1, sale.free_mention_2, sale.free_mention_3].filter((m): m is string => Boolean(m))

function Tags({ sale }: { sale: FlashSale }) {
  return (
    <div className={styles.overlayTags}>
      <Countdown end={sale.banner_end_date} />
      {sale.capsuled_text_secondary && <span className={styles.capsule}>{sale.capsuled_text_secondary}</span>}
    </div>
  )
}

function PriceAndCta({ sale, headingId }: { sale: FlashSale; headingId: string }) {
  return (
    <div className={styles.bottom}>
      <p className={styles.price}>
        à partir de
        <span className={styles.amount}>{formatPrice(sale.price)}</span>
        par personne
      </p>
      {/* The whole card is clickable (the link's ::after covers it); its name is the offer's title. */}
      <MenuLink url={sale.url_to_go} className={styles.cta} aria-describedby={headingId} plain>
        J’en profite
      </MenuLink>
    </div>
  )
}

/** A flash-sale banner (§2.6): 450 px tall from md, a 350 × 425 px slide below. */
function FlashBanner({ sale }: { sale: FlashSale }) {
  const id = useId()
  return (
    <article className={styles.banner} aria-labelledby={id}>
      <div className={styles.bannerMedia}>
        <ContentImage
          image={sale.image}
          alt=""
          sizes="(min-width: 1280px) 720px, (min-width: 900px) 56vw, 350px"
          width={700}
          height={490}
          className={styles.image}
        />
        <Tags sale={sale} />
        {sale.club_logo && <img src={sale.club_logo.url} alt={sale.club_logo.alt} width={40} height={40} className={styles.clubLogo} loading="lazy" />}
      </div>
      <div className={styles.bannerBody}>
        <p className={styles.kicker}>Vente flash</p>
        <h3 id={id} className={styles.bannerTitle}>
          {sale.title}
        </h3>
        <p className={styles.description}>{sale.description}</p>
        <ul className={styles.mentions}>
          {mentionsOf(sale).map((m) => (
            <li key={m} className={styles.mention}>
              <Check size={16} aria-hidden="true" />
              {m}
            </li>
          ))}
        </ul>
        <PriceAndCta sale={sale} headingId={id} />
      </div>
    </article>
  )
}

/** A product flash sale card: 3 per view, 490 px tall (§9). */
function FlashCard({ sale }: { sale: FlashSale }) {
  const id = useId()
  return (
    <article className={styles.card} aria-labelledby={id}>
      <div className={styles.cardMedia}>
        <ContentImage image={sale.image} alt="" sizes="400px" width={700} height={490} className={styles.image} />
        <Tags sale={sale} />
        {sale.club_logo && <img src={sale.club_logo.url} alt={sale.club_logo.alt} width={40} height={40} className={styles.clubLogo} loading="lazy" />}
      </div>
      <div className={styles.cardBody}>
        <h3 id={id} className={styles.cardTitle}>
          {sale.title}
        </h3>
        <p className={styles.description}>{sale.description}</p>
        <PriceAndCta sale={sale} headingId={id} />
      </div>
    </article>
  )
}

/**
 * Flash sales (§2.6): the banners with their countdown ('Terminé', 'PLUS nJ : nH', 'PLUS nH'),
 * one per view from md and swipeable 350 px slides below; then the product flash sales, 3 per
 * view, from md only (mobile shows only the banners).
 */
export function FlashSales({ title, banners, products }: { title: string; banners: readonly FlashSale[]; products: readonly FlashSale[] }) {
  return (
    <>
      {banners.length > 0 && (
        <div className={styles.banners}>
          <CardCarousel
            aria-label={`${title} : à la une`}
            perView={1}
            mobileItemWidth={350}
            previousLabel="Vente flash précédente"
            nextLabel="Vente flash suivante"
            items={banners.map((sale) => (
              <FlashBanner key={sale.url_to_go} sale={sale} />
            ))}
          />
        </div>
      )}
      {products.length > 0 && (
        <div className={styles.cards}>
          <CardCarousel
            aria-label={title}
            perView={3}
            mobileItemWidth={350}
            previousLabel="Ventes flash précédentes"
            nextLabel="Ventes flash suivantes"
            items={products.map((sale) => (
              <FlashCard key={sale.url_to_go} sale={sale} />
            ))}
          />
        </div>
      )}
    </>
  )
}
