import type { DestinationCard as Destination } from '~/api-contract/storefront'
import { DiscountBadge, formatPrice } from 'design-system'
import { MenuLink } from '../menu/MenuLink'
import { ContentImage } from './ContentImage'
import * as styles from './Cards.css'

const SIZES = '(min-width: 1280px) 300px, (min-width: 900px) 24vw, 270px'

/**
 * A destination card in its variant (§3): `full` (image, title, mention, 'Dès' price and
 * -discount %), `simple_inner_title` (title over the image), `simple_outer_title` (title below).
 */
export function DestinationCard({ card }: { card: Destination }) {
  const image = <ContentImage image={card.image} alt={card.alt_image} sizes={SIZES} width={540} height={400} className={styles.mediaImage} />
  if (card.variant === 'simple_inner_title') {
    return (
      <MenuLink url={card.url} className={styles.destinationLink} plain>
        <div className={styles.media}>
          {image}
          <div className={styles.innerShade} />
          <h3 className={styles.innerTitle}>
            {card.title}
            {card.mention && <span className={styles.innerMention}>{card.mention}</span>}
          </h3>
        </div>
      </MenuLink>
    )
  }
  if (card.variant === 'simple_outer_title') {
    return (
      <MenuLink url={card.url} className={styles.destinationLink} plain>
        <div className={styles.media}>{image}</div>
        <h3 className={styles.outerTitle}>{card.title}</h3>
        {card.mention && <p className={styles.mention}>{card.mention}</p>}
      </MenuLink>
    )
  }
  return (
    <MenuLink url={card.url} className={`${styles.destinationLink} ${styles.fullCard}`} plain>
      <div className={`${styles.media} ${styles.fullMedia}`}>
        {image}
        <span className={styles.badge}>
          <DiscountBadge rate={card.discount} />
        </span>
      </div>
      <div className={styles.fullBody}>
        <h3 className={styles.cardTitle}>{card.title}</h3>
        {card.mention && <p className={styles.mention}>{card.mention}</p>}
        <p className={styles.fromPrice}>
          Dès <span className={styles.fromAmount}>{formatPrice(card.price)}</span>
        </p>
      </div>
    </MenuLink>
  )
}
